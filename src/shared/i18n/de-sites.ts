/**
 * German texts of a shop with several car parks: the list on the home page and a site's page
 * (/p/{siteId}). Not in the client's first bundle: a one-site shop never shows them, so they
 * join the German texts when the list's or the site page's code loads (web/features/booking/site-texts.ts).
 */
export const deSites = {
  sites: {
    headline: 'Unsere Parkhäuser',
    listLabel: 'Parkhäuser',
    search: 'Nach Name oder Straße suchen',
    searchHint: 'Die Liste zeigt nur passende Parkhäuser.',
    shown: '{{shown}} von {{total}} Parkhäusern angezeigt',
    noMatch: 'Kein Parkhaus passt zu „{{query}}“.',
    near: 'In meiner Nähe sortieren',
    locating: 'Ihr Standort wird ermittelt …',
    byDistance: 'Nach Entfernung von Ihrem Standort sortiert. Ihr Standort bleibt in Ihrem Browser.',
    noPosition:
      'Ohne Ihren Standort bleibt die Liste in der gewohnten Reihenfolge. Sie können ihn in Ihrem Browser freigeben und es erneut versuchen.',
    distance: '{{distance}} entfernt',
    open: 'Zum Parkhaus {{name}}',
    noProducts: 'Hier gibt es derzeit keine Angebote zu buchen.',
    products: 'Angebote',
    freeTitle: 'Freie Plätze',
    hours: 'Öffnungszeiten',
    entrance: 'Einfahrt',
    route: 'Route planen',
    phone: 'Telefon',
    allSites: 'Alle Parkhäuser',
  },
};
