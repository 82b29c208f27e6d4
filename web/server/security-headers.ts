// The security headers of every answer of the web server (OWASP Secure Headers project), set by
// helmet: a Content-Security-Policy whose scripts are the app's own files plus the inline scripts
// this server writes into a page, which carry the response's nonce (`cspNonce`); no framing; no
// sniffing; a referrer policy; a Permissions-Policy; HSTS in production. The API's paths forwarded
// by proxy.ts go out with the API's own headers (api/src/core/http.ts), which take precedence.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

export interface SecurityHeadersOptions {
  /** The site's public address: its WebSocket origin, and whether it is served over https. */
  publicUrl: string;
  /** NODE_ENV=production: HSTS is sent. */
  production: boolean;
  /** The Firebase Auth the built app signs in with (web/src/lib/firebase-setup.ts). */
  firebase: { authDomain?: string; emulatorHost: string | null };
  /** The map's style and tile origins (map-style.ts): the map fetches its tiles, as images too. */
  mapOrigins?: string[];
}

// Browser features the app never uses; a page that wants one later has to be allowed here. Only
// features Chromium knows: it warns on the console about any other.
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** The nonce of this response's Content-Security-Policy, for the inline scripts a page carries. */
export const cspNonce = (res: ServerResponse): string => (res as Response).locals.cspNonce as string;

/** Where the app's Firebase Auth calls, frames and scripts go: the emulator's origin, or Google's. */
function firebaseSources({ authDomain, emulatorHost }: SecurityHeadersOptions['firebase']) {
  // The Auth SDK loads Google's gapi for signInWithPopup in both modes (the emulator's too).
  const gapi = 'https://apis.google.com';
  if (emulatorHost) {
    const emulator = `http://${emulatorHost}`;
    return { connect: [emulator], frame: [emulator], script: [gapi] };
  }
  // Phone sign-in's reCAPTCHA (a real project only: the emulator skips it).
  const recaptcha = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  return {
    connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
    frame: [
      ...(authDomain ? [`https://${authDomain}`] : []),
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ],
    script: [gapi, ...recaptcha],
  };
}

export function securityHeaders(options: SecurityHeadersOptions) {
  const site = new URL(options.publicUrl);
  const https = site.protocol === 'https:';
  const socket = `${https ? 'wss' : 'ws'}://${site.host}`;
  const firebase = firebaseSources(options.firebase);
  const map = options.mapOrigins ?? [];
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${cspNonce(res)}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce, ...firebase.script],
        scriptSrcAttr: ["'none'"],
        // 'unsafe-inline' for styles only: Mantine 9 writes its theme's CSS variables in <style>
        // elements and style props as style="" attributes (in the server-rendered HTML too), which
        // no nonce can cover; styles cannot run code.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Uploaded photos: /files on this origin, or Firebase Storage (STORAGE_DRIVER=firebase). Their
        // URLs name PUBLIC_URL's origin, which is not 'self' when the site is opened under another
        // name (127.0.0.1 for localhost in development).
        imgSrc: [
          "'self'",
          site.origin,
          'data:',
          'blob:',
          'https://firebasestorage.googleapis.com',
          'https://storage.googleapis.com',
          ...map,
        ],
        fontSrc: ["'self'", 'data:'],
        // GraphQL and the rest of the API are forwarded on this origin (proxy.ts); 'self' names the
        // subscriptions' WebSocket only in newer browsers, hence the site's ws(s): origin too.
        connectSrc: ["'self'", socket, ...firebase.connect, ...map],
        frameSrc: firebase.frame,
        // The map's worker is a file of the build (features/hostels/map/maplibre.ts), not a blob.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The Google and Facebook sign-in popups report back to the page that opened them.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
