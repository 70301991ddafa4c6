// The one inline script of a page (the server allows it by its hash). It asks for the app's scripts once
// the first frame is on screen: on a fast link they would otherwise arrive while the HTML is parsed and
// the browser would run them (a few hundred milliseconds on a phone) before it paints anything. All of
// them are asked for at once, the chunks as module preloads beside the entry, so nothing waits on a wave.
export function bootScript(entry, chunks) {
  const load = [
    'var done=false;',
    'function load(){if(done)return;done=true;',
    `${JSON.stringify(chunks)}.forEach(function(href){`,
    "var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;",
    'document.head.appendChild(link)});',
    "var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';",
    `entry.src=${JSON.stringify(entry)};document.head.appendChild(entry)}`,
    // A hidden tab paints nothing: there is no frame to wait for.
    "if(document.visibilityState==='hidden')load();",
    'else requestAnimationFrame(function(){setTimeout(load,0)});',
  ].join('')
  return `<script>(function(){${load}})()</script>`
}
