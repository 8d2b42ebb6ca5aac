/**
 * Known XSS and mutation-XSS (mXSS) payloads, the shared fixture of the sanitiser tests on the web and the server,
 * the route tests and the Playwright test that saves them through every rich-text and name field. Each one calls
 * alert(), so a browser that runs any of them opens a dialog. Only tests import this file (it is not in the
 * package index).
 */
export const XSS_PAYLOADS: readonly string[] = [
  // Mutation XSS: markup that a sanitiser's parser and the browser's second parse read differently.
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">',
  '<math><mtext><table><mglyph><xmp></xmp><img src=x onerror=alert(2)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(3)>"></style></h1>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(4)>">',
  '<noembed><img title="</noembed><img src onerror=alert(5)>"></noembed>',
  '<noframes><img title="</noframes><img src onerror=alert(6)>"></noframes>',
  '<plaintext><img src=x onerror=alert(7)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(8)>"></noscript>',
  '<xmp><img title="</xmp><img src=x onerror=alert(9)>"></xmp>',
  '<textarea><img title="</textarea><img src=x onerror=alert(10)>"></textarea>',
  '<title><img title="</title><img src=x onerror=alert(11)>"></title>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(12)>',
  '<!--<img src="--><img src=x onerror=alert(13)//">',
  // SVG: an <a> whose href is set to javascript: by an animation, links, embedded documents.
  '<svg><a><animate attributeName="href" values="javascript:alert(14)"/><text x="20" y="20">点此查看</text></a></svg>',
  '<svg><a xlink:href="javascript:alert(15)"><text x="20" y="20">点此查看</text></a></svg>',
  '<svg><set attributeName="onmouseover" to="alert(16)"/><animate onbegin="alert(16)" attributeName="x" dur="1s"/></svg>',
  '<svg onload=alert(17)><circle r="2"/></svg>',
  '<svg><script>alert(18)</script></svg>',
  '<svg><foreignObject><img src=x onerror=alert(19)></foreignObject></svg>',
  '<svg><style><img src=x onerror=alert(20)></style></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(21)">点击</maction></math>',
  // Classic script, event handler and URL payloads.
  '<script>alert(22)</script>',
  '<img src=x onerror=alert(23)>',
  '<img src="x" onerror="&#97;lert(24)">',
  '<details open ontoggle=alert(25)>',
  '<input autofocus onfocus=alert(26)>',
  '<video><source onerror=alert(27)></video>',
  '<iframe src="javascript:alert(28)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(29)&lt;/script&gt;"></iframe>',
  '<a href="javascript:alert(30)">链接</a>',
  '<a href="jav&#x09;ascript:alert(31)">链接</a>',
  '<a href="&#106;avascript:alert(32)">链接</a>',
  '<object data="javascript:alert(33)"></object>',
  '<embed src="javascript:alert(34)">',
  '<form><button formaction="javascript:alert(35)">提交</button></form>',
  '<body onload=alert(36)>',
  '<marquee onstart=alert(37)>文字</marquee>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(38)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgzOSk8L3NjcmlwdD4=">',
  '<div style="background:url(javascript:alert(40))">样式</div>',
  '<template><img src=x onerror=alert(41)></template>',
  '"><img src=x onerror=alert(42)>',
  '</textarea><script>alert(43)</script>',
  "'-alert(44)-'",
  '<img src=1 onerror=alert(45)//',
];

/** Element names that must never survive sanitising (scripts, embedded documents, forms, SVG animation and links). */
const FORBIDDEN_ELEMENTS = new Set([
  'script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'style', 'meta', 'base', 'link',
  'template', 'noscript', 'noembed', 'noframes', 'plaintext', 'xmp', 'math', 'a', 'animate', 'set', 'animatemotion',
  'animatetransform', 'foreignobject', 'use', 'video', 'audio', 'source', 'details', 'marquee', 'body', 'title',
]);

interface ElementLike {
  localName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
}

/**
 * What in a parsed fragment could run script: forbidden elements, event-handler attributes, and URL attributes that
 * are not http(s), relative or image data. Empty when the fragment is inert. Works on any DOM (Chromium, jsdom,
 * happy-dom).
 */
export function dangerousConstructs(root: { querySelectorAll(selector: string): ArrayLike<ElementLike> }): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) found.push(`<${tag}>`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style' || name === 'formaction') found.push(`<${tag} ${name}>`);
      else if (/(?:^|:)(?:href|src|action|data)$/.test(name) && !/^(?:https?:|data:image\/|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/.test(value)) {
        found.push(`<${tag} ${name}="${attribute.value}">`);
      }
    }
  }
  return found;
}
