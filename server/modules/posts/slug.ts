/**
 * A post's address from its title: lowercase ASCII letters and digits joined by single hyphens,
 * accents dropped ("Café déjà vu" → "cafe-deja-vu"), at most `maxLength` characters, cut at a
 * hyphen. A title with nothing to keep (only emoji, say) gives "post".
 */
export function slugify(title: string, maxLength: number): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  let slug = ''
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word
    if (next.length > maxLength) break
    slug = next
  }
  // A first word longer than the limit is cut rather than lost.
  if (!slug && words[0]) slug = words[0].slice(0, maxLength)
  return slug || 'post'
}
