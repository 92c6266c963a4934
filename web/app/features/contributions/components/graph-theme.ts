/**
 * The calendar's colours, level 0 to 4, per mode: the accent's ramp over the card's surface
 * (docs/design.md). The server's CSP allows the calendar's injected keyframes by their hash, which
 * it computes from level 0 (server/modules/web-host/calendar-style-hashes.ts).
 */
export const GRAPH_THEME = {
  dark: ['#1b2029', '#0f4a57', '#12778a', '#19a7bf', '#22d3ee'],
  light: ['#eceff4', '#a7e3ef', '#5cc5dc', '#1a96b3', '#0e7490'],
}
