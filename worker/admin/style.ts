/**
 * The console's stylesheet, inlined under the response's nonce (the console's CSP allows no other
 * style). Phone first: one column; from 48rem the menu sits beside the content. System fonts, no
 * images; colours meet WCAG AA contrast on white. Below 48rem a table of class "stacked" reads as
 * one card per row, each cell under its column's name (its data-label): nothing scrolls sideways.
 */
export const CONSOLE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI","Noto Sans CJK TC","Microsoft JhengHei",sans-serif;color:#1a1a1a;background:#fff}
a{color:#0645ad}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #0645ad;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem}
.skip:focus{left:.5rem}
.top{display:flex;flex-wrap:wrap;gap:.25rem 1rem;align-items:baseline;padding:.75rem 1rem;background:#12355b;color:#fff}
.top a{color:#fff}
.top form{margin:0}
.top button{background:transparent;border-color:#fff;padding:.25rem .75rem}
.brand{margin:0;font-weight:700}
.who{margin:0;flex:1 1 auto;font-size:.875rem;overflow-wrap:anywhere}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem;margin:0;padding:.5rem 1rem;list-style:none;border-bottom:1px solid #ccc}
.nav a{display:inline-block;padding:.5rem .75rem;min-height:44px;text-decoration:none;border-radius:4px}
.nav a[aria-current=page]{background:#e8eef6;font-weight:700}
.main{padding:1rem;max-width:60rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem}
dl{display:grid;grid-template-columns:1fr;gap:0 1rem;margin:0}
dt{font-weight:700}
dd{margin:0 0 .5rem}
form{margin:.5rem 0}
.field{display:flex;flex-direction:column;gap:.25rem;margin:.5rem 0;max-width:20rem}
input{font:inherit;padding:.5rem;border:1px solid #666;border-radius:4px;min-height:44px}
button{font:inherit;padding:.5rem 1rem;min-height:44px;border:1px solid #12355b;border-radius:4px;background:#12355b;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#12355b}
.buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.notice{padding:.75rem 1rem;border-left:4px solid #1b6e3a;background:#eef7f0}
.error{padding:.75rem 1rem;border-left:4px solid #b00020;background:#fdecee}
.error ul{margin:.25rem 0 0;padding-left:1.25rem}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-size:.9rem}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{border:1px solid #ccc;padding:.4rem .5rem;text-align:left;vertical-align:top}
td pre{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.8rem}
.pager{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;margin:1rem 0}
dd,.wrap-anywhere{overflow-wrap:anywhere}
@media (max-width:47.99rem){
  table.stacked thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
  table.stacked,table.stacked tbody,table.stacked tr{display:block}
  table.stacked tr{border:1px solid #ccc;border-radius:4px;margin:0 0 .75rem;padding:.25rem .5rem}
  table.stacked td{display:grid;grid-template-columns:minmax(5.5rem,38%) 1fr;gap:.75rem;border:0;padding:.25rem 0;overflow-wrap:anywhere}
  table.stacked td::before{content:attr(data-label);font-weight:700}
}
@media (min-width:48rem){
  dl{grid-template-columns:max-content 1fr}
  dd{margin:0}
  .shell{display:grid;grid-template-columns:14rem 1fr;grid-template-rows:auto 1fr;min-height:100vh}
  .skip,.top{grid-column:1/-1}
  .nav ul{flex-direction:column;border-bottom:0;border-right:1px solid #ccc;min-height:100%}
}
.chart{display:block;width:100%;max-width:32rem;height:auto;margin:.5rem 0;font-size:12px}
.hint{margin:0;font-size:.875rem;color:#444}
.chart--small{width:10rem;margin:0}
select{font:inherit;padding:.5rem;border:1px solid #666;border-radius:4px;min-height:44px}
.field.wide{max-width:36rem}
select{font:inherit;padding:.5rem;border:1px solid #666;border-radius:4px;min-height:44px;background:#fff}
fieldset{border:1px solid #ccc;border-radius:4px;margin:.5rem 0;max-width:36rem}
.choice{display:flex;gap:.5rem;align-items:center;min-height:44px}
.preview{margin:1rem 0}
.previews{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}
.preview-desktop{flex:0 1 40rem;min-width:0;max-width:100%}
.preview-mobile{flex:0 1 15rem;min-width:0;max-width:100%}
.ratio-box{border:1px solid #ccc;background:#eee}
.ratio-desktop{aspect-ratio:16/9}
.ratio-mobile{aspect-ratio:2/3}
.ratio-box img{display:block;width:100%;height:100%;object-fit:contain}
.compliance{margin:.25rem 0;font-size:.75rem}
td code{overflow-wrap:anywhere;font-size:.8rem}
fieldset{min-width:0}
.picks{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:.5rem;margin:.5rem 0}
.pick{display:flex;flex-direction:column;gap:.25rem;padding:.5rem;border:1px solid #ccc;border-radius:4px;cursor:pointer}
.pick:has(input:checked){border-color:#12355b;background:#e8eef6}
.pick input{align-self:flex-start;margin:0}
.pick img,.library img{border:1px solid #ccc;max-width:100%;height:auto}
.pick-name,.library h3{overflow-wrap:anywhere}
.field-error{margin:.25rem 0;padding:.25rem .5rem;border-left:4px solid #b00020;background:#fdecee}
.library{list-style:none;margin:0;padding:0}
.library li{display:flex;flex-wrap:wrap;gap:.5rem 1rem;padding:.75rem 0;border-top:1px solid #ccc}
.library li>div{flex:1 1 16rem;min-width:0}
.library h3{font-size:1rem;margin:0 0 .25rem}
.library .unnamed{font-style:italic}
.library code{overflow-wrap:anywhere;font-size:.8rem}
`;
