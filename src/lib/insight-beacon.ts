/**
 * The insight beacon: the inline script every public page ends with (src/app/(site)/[locale]/layout.tsx). After the
 * page has loaded, is visible and the browser is idle, it sends one page view with `navigator.sendBeacon`: the
 * path and query (the server keeps only the page they name), the language (from the path) and the referring site's host (the first view only; never the full address).
 * It counts the app's own navigations (history.pushState, popstate) as views too, and the play milestones (start,
 * 25 %, 50 %, 75 %, complete) of every `<video data-insight="album:ID|video:ID">`. It sends nothing when the
 * browser sends Do Not Track or Global Privacy Control, is driven by automation (`navigator.webdriver`), or has no
 * sendBeacon. No cookie, no storage; `window.__insight.from` keeps the previous path in memory for the contact form
 * (the lead's source page). Measured size: docs/performance.md ("Insight beacon").
 */
export function insightBeaconScript(endpoint: string, basePath: string): string {
  // Hand-written small: it ships in every page. `U` endpoint, `B` base path.
  return `(function(w,d,n,U,B){if(n.doNotTrack=="1"||w.doNotTrack=="1"||n.globalPrivacyControl||n.webdriver||!n.sendBeacon)return;var R="",c="",I=w.__insight={from:""};try{R=d.referrer?new URL(d.referrer).host:""}catch(e){}function L(){var p=location.pathname.slice(B.length);return p=="/en"||p.slice(0,4)=="/en/"?"en":"zh"}function s(o){o.language=L();n.sendBeacon(U,JSON.stringify(o))}function v(){var p=location.pathname+location.search;if(p==c)return;I.from=c;c=p;s({t:"v",p:p,r:R});R=""}function g(){setTimeout(v,0)}var h=history,P=h.pushState;h.pushState=function(){P.apply(h,arguments);g()};w.addEventListener("popstate",g);function k(){if(d.prerendering)return d.addEventListener("prerenderingchange",k,{once:true});if(d.visibilityState!="visible")return d.addEventListener("visibilitychange",k,{once:true});(w.requestIdleCallback||setTimeout)(v)}d.readyState=="complete"?k():w.addEventListener("load",k,{once:true});function q(e,f){var m=e.target,t=m.dataset&&m.dataset.insight;if(!t)return;var x=m.__iq=m.__iq||{};if(!x[f]){x[f]=1;s({t:"p",m:t,q:f})}}d.addEventListener("playing",function(e){q(e,"start")},true);d.addEventListener("timeupdate",function(e){var m=e.target,r=m.currentTime/m.duration;if(!(r>0))return;r>=.25&&q(e,"q25");r>=.5&&q(e,"q50");r>=.75&&q(e,"q75")},true);d.addEventListener("ended",function(e){q(e,"complete")},true)})(window,document,navigator,${JSON.stringify(endpoint)},${JSON.stringify(basePath)})`
}
