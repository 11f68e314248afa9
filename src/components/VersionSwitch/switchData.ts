/**
 * What the version switch needs beyond the page, in one chunk of its own:
 * the map (src/versions/pageMap.ts) and the anchors pages share across
 * versions (plugins/version-switch.ts). Loaded by ./useVersionSwitch.ts in an
 * idle moment or when the reader reaches for the version menu, never with
 * the page (budgets.json).
 */
export {versionSwitchUrl, arrivalNote} from '../../versions/pageMap';
export {default as sharedAnchors} from '@generated/version-switch/default/shared-anchors.json';
