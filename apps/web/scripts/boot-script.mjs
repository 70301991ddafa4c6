// The one inline script of a page (the server allows it by its hash). It asks for the app's scripts once
// the first contentful frame is on screen: on a fast link they would otherwise arrive while the HTML is
// parsed and the browser would run them (a few hundred milliseconds on a phone) before it paints
// anything. All of them are asked for together, the chunks as module preloads before the entry, so
// nothing waits on a wave.

/** The boot script's id: the element right after the prerendered page (prerender.mjs waits for it). */
export const BOOT_ID = 'boot'

export function bootScript(entry, chunks) {
  // Each link is added in a task of its own: together, the additions were one of the long tasks of the
  // load on a phone, and apart each is a couple of milliseconds.
  const load = [
    'var done=false;',
    'function add(href,module){var e=document.createElement(module?"script":"link");',
    "if(module){e.type='module';e.src=href}else{e.rel='modulepreload';e.href=href}",
    "e.crossOrigin='';document.head.appendChild(e)}",
    // A reader's bin page is whole without the app: its scripts wait until the page has
    // loaded and the browser is idle, so the reading, selecting and scrolling come first.
    "function start(){if(!document.querySelector('#page-preview .bin-code'))return load();",
    'var idle=function(){(window.requestIdleCallback||setTimeout)(load,{timeout:2000})};',
    "if(document.readyState==='complete')idle();else addEventListener('load',idle)}",
    'function load(){if(done)return;done=true;',
    `${JSON.stringify(chunks)}.forEach(function(href){setTimeout(add,0,href,false)});`,
    `setTimeout(add,0,${JSON.stringify(entry)},true)}`,
    // A hidden tab paints nothing: there is no frame to wait for.
    "if(document.visibilityState==='hidden')return load();",
    // The first contentful paint's entry arrives once that frame is on the screen. A timer after the
    // frame's animation callback can run before then (the screen shows the frame a few milliseconds
    // after the page drew it), and requests started then competed with the first paint: Lighthouse put
    // them before the largest paint, at 1.6-3 s instead of 0.7 s.
    'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
    "if(types.indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start,0)});",
    'new PerformanceObserver(function(list,observer){',
    "if(!list.getEntriesByName('first-contentful-paint').length)return;",
    'observer.disconnect();start()}).observe({type:"paint",buffered:true});',
    // Should no paint entry come (a page with no text or image to paint), the app still starts.
    'setTimeout(start,3000);',
  ].join('')
  return `<script id="${BOOT_ID}">(function(){${load}})()</script>`
}
