/**
 * The calendar's colours, level 0 to 4, per mode. Level 0 must stay exactly these values: the
 * server's CSP allows the calendar's injected keyframes by their hash, which includes it.
 */
export const GRAPH_THEME = {
  dark: ['#1e293b', '#0e4f63', '#137a96', '#18a3c4', '#1cc2e7'],
  light: ['#e2e8f0', '#a5e6f5', '#5fd0ea', '#1ba9cc', '#0b6a80'],
}
