import PDFDocument from 'pdfkit'
import { mapEachGlyphToItsText } from './glyph-text.ts'
import { baseFace, textRuns, type FontFace, type FontWeight } from './resume-fonts.ts'

/** A piece of a line: its words, weight, size and colour, and where it leads, if anywhere. */
export interface Piece {
  text: string
  weight?: FontWeight
  size: number
  color: string
  href?: string
}

/** Room between lines, as a multiple of the type size (the same whatever face a line uses). */
const LEADING = 1.34

/**
 * Sets text on a pdfkit document in the résumé's faces: each piece cut into runs by the face
 * that has its characters (resume-fonts.ts), all on one baseline and one leading whatever the
 * face, so a Chinese name or an emoji sits in the line like any word.
 */
export class Typesetter {
  readonly doc: PDFKit.PDFDocument
  private readonly registered = new Set<string>()

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc
  }

  private use(face: FontFace, size: number) {
    if (!this.registered.has(face.key)) {
      this.doc.registerFont(face.key, face.font as unknown as string)
      this.registered.add(face.key)
    }
    this.doc.font(face.key).fontSize(size)
    // Each glyph reads back as the letters it drew, whichever glyph it shares its shape with.
    mapEachGlyphToItsText((this.doc as unknown as { _font: unknown })._font)
  }

  /** The width of one line of pieces, unwrapped. */
  widthOf(pieces: readonly Piece[]): number {
    let width = 0
    for (const piece of pieces) {
      for (const run of textRuns(piece.text, piece.weight ?? 'regular')) {
        this.use(run.face, piece.size)
        width += this.doc.widthOfString(run.text)
      }
    }
    return width
  }

  /**
   * A paragraph of pieces from the current position, wrapped to `width` and flowing onto a new
   * page past the bottom margin; the position is left under it.
   */
  paragraph(pieces: readonly Piece[], x: number, width: number, indent = 0) {
    const doc = this.doc
    const parts = pieces.flatMap((piece) =>
      textRuns(piece.text, piece.weight ?? 'regular').map((run) => ({ run, piece })),
    )
    if (parts.length === 0) return
    doc.x = x
    const size = pieces[0]!.size
    // One baseline for every face: Geist's ascent under the line's top.
    const base = baseFace('regular')
    this.use(base, size)
    const ascent = (doc as unknown as { _font: { ascender: number } })._font.ascender
    const baseline = -((ascent / 1000) * size)
    parts.forEach(({ run, piece }, index) => {
      this.use(run.face, piece.size)
      const lineGap = LEADING * piece.size - doc.currentLineHeight(true)
      doc.fillColor(piece.color).text(run.text, {
        width,
        continued: index < parts.length - 1,
        lineGap,
        baseline,
        indent,
        ...(piece.href ? { link: piece.href } : {}),
      })
    })
    doc.x = x
  }
}

/** A document set up for the résumé: its metadata, paper and faces. */
export function resumeDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  return new PDFDocument({
    // Geist from the start: pdfkit would otherwise load Helvetica, a font it cannot embed.
    font: baseFace('regular').font as unknown as string,
    ...options,
  })
}
