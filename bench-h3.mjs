import { fromMarkdown } from "mdast-util-from-markdown";
import { gfm } from "micromark-extension-gfm";
import { gfmFromMarkdown } from "mdast-util-gfm";
const opts = { extensions: [gfm(), { disable: { null: ["attention", "strikethrough"] } }], mdastExtensions: [gfmFromMarkdown()] };
console.log(JSON.stringify(fromMarkdown("a ~~b~~ *c* <!-- x --> [t](u 'v')\n\n[r]: http://x\n  'title'\n\n```js x\nco\n```", opts).children.map(c=>c.children ?? c), null, 0).slice(0,1500));
const s = "~a".repeat(16000); let t0 = performance.now(); fromMarkdown(s, opts); console.log(performance.now()-t0);
