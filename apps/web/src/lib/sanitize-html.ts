/**
 * The one HTML cleaner of the web app, used before anything is set as innerHTML: question-bank items (which
 * teachers and schools can write) and Word documents converted for preview. No scripts or embedded documents, no
 * event-handler attributes, no javascript: links; data: URIs only as image sources (the seed embeds its geometry
 * figures as SVG inside an <img>, which cannot run script).
 */
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'link', 'meta', 'base', 'form', 'noscript', 'template']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']);

export interface SanitizeOptions {
  /** Drop inline style attributes (converted documents carry their own, which fight the page's). */
  dropStyleAttributes?: boolean;
  /** Open outward links in a new tab, so a previewed document never replaces the page. */
  linksInNewTab?: boolean;
}

function isSafeUrl(element: Element, attribute: string, value: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme, so compare without them.
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return false;
  if (url.startsWith('data:')) return attribute === 'src' && element.tagName === 'IMG' && url.startsWith('data:image/');
  return true;
}

function cleanElement(el: Element, options: SanitizeOptions): void {
  for (const attr of [...el.attributes]) {
    const name = attr.name.toLowerCase();
    if (name.startsWith('on') || name === 'srcdoc' || (options.dropStyleAttributes && name === 'style')) el.removeAttribute(attr.name);
    else if (URL_ATTRIBUTES.has(name) && !isSafeUrl(el, name, attr.value)) el.removeAttribute(attr.name);
  }
  const href = el.tagName === 'A' ? el.getAttribute('href') : null;
  if (options.linksInNewTab && href && !href.startsWith('#')) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
}

/** The HTML fragment without anything that could run script. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const template = document.createElement('template');
  template.innerHTML = html; // a template's content is inert: nothing runs or loads here
  const walk = (parent: ParentNode) => {
    for (const child of [...parent.children]) {
      if (DROPPED_TAGS.has(child.tagName.toLowerCase())) {
        child.remove();
        continue;
      }
      cleanElement(child, options);
      walk(child);
    }
  };
  walk(template.content);
  return template.innerHTML;
}
