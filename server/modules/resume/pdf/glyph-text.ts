import type * as fontkit from 'fontkit'

/**
 * The part of pdfkit's embedded font (`EmbeddedFont` in pdfkit's own code, which it does not
 * export) that turns shaped text into the glyph numbers a page draws.
 */
interface EmbeddedFont {
  /** fontkit's subset: the glyphs the PDF embeds, numbered in the order they were included. */
  subset: { glyphs: number[]; includeGlyph(id: number): number; cff?: unknown }
  /** The text each subset glyph reads as: the font's map back to text (ToUnicode). */
  unicode: (number[] | undefined)[]
  widths: (number | undefined)[]
  scale: number
  layout(text: string, features?: unknown): { glyphs: fontkit.Glyph[]; positions: unknown[] }
  encode(text: string, features?: unknown): [string[], unknown[]]
}

const mapped = new WeakSet<object>()

/**
 * Makes an embedded font read back as the text it drew, letter for letter. pdfkit numbers the
 * subset by the font's glyph and reads each number back as the characters the glyph was first
 * drawn for. Some fonts draw several letters with one glyph: Noto Sans Arabic draws ب ت ث ن ي
 * (and Persian پ, Urdu ٹ…) as one dotless tooth and adds the dots as glyphs of their own, so
 * "التعليم" read back as "التعلتم". Here each pair of a glyph and the characters it stands for
 * gets a number of its own: a glyph met again for other characters is embedded once more (the
 * same outline under a second number) and reads back as those characters. The dots, which fontkit
 * gives no characters, read back as nothing, so no letter is read twice; a ligature reads back as
 * every letter it joins. Text whose glyphs each stand for one set of characters (any Latin text)
 * is numbered exactly as pdfkit numbers it, so its PDF keeps the same bytes.
 *
 * fontkit's subset writes every glyph listed, a repeated one included (its TrueType subset; every
 * face the résumé ships is TrueType). A CFF font is left as pdfkit makes it.
 */
export function mapEachGlyphToItsText(font: unknown): void {
  const embedded = font as EmbeddedFont
  if (typeof embedded.encode !== 'function' || mapped.has(embedded)) return
  mapped.add(embedded)
  if (embedded.subset.cff !== undefined) return
  /** `glyph id:code points` → its number in the subset. */
  const numbers = new Map<string, number>()
  /** The same by glyph object: most glyphs drawn are objects met before (the faces keep them). */
  const numbered = new Map<fontkit.Glyph, number>()
  embedded.encode = function encode(this: EmbeddedFont, text, features) {
    const { glyphs, positions } = this.layout(text, features)
    const encoded = glyphs.map((glyph) => {
      let number = numbered.get(glyph)
      if (number !== undefined) return number.toString(16).padStart(4, '0')
      const key = `${glyph.id}:${glyph.codePoints.join(',')}`
      number = numbers.get(key)
      if (number === undefined) {
        number = this.subset.includeGlyph(glyph.id)
        const reads = this.unicode[number]
        if (reads !== undefined && reads.join(',') !== glyph.codePoints.join(',')) {
          // Already read as other characters: the same glyph again, under a number of its own.
          this.subset.glyphs.push(glyph.id)
          number = this.subset.glyphs.length - 1
        }
        numbers.set(key, number)
        this.widths[number] ??= glyph.advanceWidth * this.scale
        this.unicode[number] ??= glyph.codePoints
      }
      numbered.set(glyph, number)
      return number.toString(16).padStart(4, '0')
    })
    return [encoded, positions]
  }
}
