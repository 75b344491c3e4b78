/** A website as a link: the address as given, with `https://` when it has no scheme; null when it is none. */
export function toWebsiteHref(website: string): string | null {
  const value = website.trim();
  if (value === '') return null;
  const href = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A phone number as a `tel:` link (the digits and a leading plus only); null when it has too few digits. */
export function toTelHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{5,}/.test(digits) ? `tel:${digits}` : null;
}
