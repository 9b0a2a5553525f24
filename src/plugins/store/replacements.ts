/**
 * Built-in integrations that the product marks as deprecated (`"deprecated": true` in
 * `front/src/config/integrations/*.json` at cf41a63) and the store integration that replaces each
 * one. The product's `DeprecationWarning` component says these built-in integrations are being
 * replaced by community ones; the pairs below match the built-in integration with the store entry
 * for the same service. The built-in Z-Wave JS UI integration has no store replacement in the
 * index of 2026-08-07, so it is not listed.
 */
export const replacements: Readonly<Record<string, {docId: string; name: string}>> = {
  'GladysAssistant/gladys-telegram': {docId: 'telegram', name: 'Telegram'},
  'GladysAssistant/gladys-openweather': {docId: 'openweather', name: 'OpenWeather'},
  'GladysAssistant/gladys-melcloud': {docId: 'melcloud', name: 'MELCloud'},
  'Terdious/gladys-netatmo': {docId: 'netatmo', name: 'Netatmo'},
  'Terdious/gladys-tuya': {docId: 'tuya', name: 'Tuya'},
  'cicoub13/gladys-philips-hue': {docId: 'philips-hue', name: 'Philips Hue'},
  'cicoub13/gladys-tp-link': {docId: 'tp-link', name: 'TP-Link'},
};
