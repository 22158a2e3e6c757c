import { registerAdminTexts } from '../texts';

/** The site switcher and the operators' sites (ADR 060). */
const de = {
  label: 'Standort',
  all: 'Alle Standorte',
  operatorSites: 'Standorte',
  operatorSitesHint: 'Keine Auswahl: alle Standorte. Administratoren sehen immer alle.',
  allSites: 'Alle',
  changeSites: 'Standorte von {{username}}',
  save: 'Speichern',
};
const en: typeof de = {
  label: 'Site',
  all: 'All sites',
  operatorSites: 'Sites',
  operatorSitesHint: 'None chosen: every site. Admins always see every site.',
  allSites: 'All',
  changeSites: 'Sites of {{username}}',
  save: 'Save',
};
const nl: typeof de = {
  label: 'Locatie',
  all: 'Alle locaties',
  operatorSites: 'Locaties',
  operatorSitesHint: 'Niets gekozen: alle locaties. Beheerders zien altijd alle locaties.',
  allSites: 'Alle',
  changeSites: 'Locaties van {{username}}',
  save: 'Opslaan',
};
const ro: typeof de = {
  label: 'Locație',
  all: 'Toate locațiile',
  operatorSites: 'Locații',
  operatorSitesHint: 'Nicio alegere: toate locațiile. Administratorii văd mereu toate locațiile.',
  allSites: 'Toate',
  changeSites: 'Locațiile lui {{username}}',
  save: 'Salvează',
};

registerAdminTexts('siteScope', { de, en, nl, ro });
