export const GRAPH_ERROR_TEXT = 'Unable to fetch contribution data. See console.'
