// Offline stand-in for Google's `gapi` loader (https://apis.google.com/js/api.js).
//
// The Firebase Auth SDK and the Auth emulator's helper iframe both load gapi from the internet to
// talk to each other (gapi.iframes) during signInWithPopup. This machine has no internet, so the
// test serves this small implementation of the few calls they use instead: a request/response
// channel over postMessage between the app and the emulator's iframe. Everything else is real: the
// app's code, the SDK, the emulator's provider page and its sign-in.
import type { BrowserContext } from 'playwright-core';

const standIn = `(() => {
  const TAG = '__gapiStandIn';
  const pending = new Map();
  const channels = [];
  const readyWindows = new Set();
  const readyWaiters = [];
  let nextId = 1;

  class Channel {
    constructor(target) {
      this.target = target;
      this.handlers = new Map();
      this.queue = [];
      channels.push(this);
    }
    register(name, handler) {
      this.handlers.set(name, handler);
      const waiting = this.queue.filter((m) => m.name === name);
      this.queue = this.queue.filter((m) => m.name !== name);
      waiting.forEach((m) => this.answer(m));
    }
    answer(message) {
      const result = this.handlers.get(message.name)(message.data);
      this.target.postMessage({ [TAG]: 'response', id: message.id, result: [result] }, '*');
    }
    send(name, data, callback) {
      const id = nextId++;
      pending.set(id, callback || (() => {}));
      this.target.postMessage({ [TAG]: 'request', id, name, data }, '*');
    }
    ping(callback) {
      return new Promise((resolve) => {
        const done = () => { if (callback) callback(); resolve(); };
        if (readyWindows.has(this.target)) done();
        else readyWaiters.push({ target: this.target, done });
      });
    }
    restyle() {
      return Promise.resolve();
    }
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || typeof message !== 'object' || !message[TAG]) return;
    if (message[TAG] === 'ready') {
      readyWindows.add(event.source);
      for (const waiter of readyWaiters.splice(0)) {
        if (waiter.target === event.source) waiter.done();
        else readyWaiters.push(waiter);
      }
    } else if (message[TAG] === 'response') {
      const callback = pending.get(message.id);
      pending.delete(message.id);
      if (callback) callback(message.result);
    } else if (message[TAG] === 'request') {
      const channel = channels.find((c) => c.target === event.source);
      if (!channel) return;
      if (channel.handlers.has(message.name)) channel.answer(message);
      else channel.queue.push(message);
    }
  });

  const context = {
    open(options, callback) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      for (const [name, value] of Object.entries(options.attributes || {})) {
        if (name === 'style') Object.assign(frame.style, value);
        else frame.setAttribute(name, value);
      }
      (options.where || document.body).appendChild(frame);
      return callback(new Channel(frame.contentWindow));
    },
    getParentIframe() {
      return channels.find((c) => c.target === window.parent) || new Channel(window.parent);
    },
  };

  window.gapi = {
    load(_name, config) {
      setTimeout(() => (typeof config === 'function' ? config : config.callback)(), 0);
    },
    iframes: { Iframe: Channel, CROSS_ORIGIN_IFRAMES_FILTER: () => true, getContext: () => context },
  };

  if (window.parent !== window) window.parent.postMessage({ [TAG]: 'ready' }, '*');
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;

/** Serves the stand-in for every page and frame of the context (the app and the emulator iframe). */
export async function installGapiStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn }),
  );
}
