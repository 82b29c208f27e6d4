// Where the app reads the map's MapLibre style: the web server (and Vite's dev server) answer it from
// the MAP_* settings (web/server/map-style.ts), so one build serves any tile source.
export const MAP_STYLE_PATH = '/map/style.json';
