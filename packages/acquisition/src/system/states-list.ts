export interface StateItem {
  state: string;
  applies_to: string[];
  description: string;
}

const ALL = () => ['version', 'season', 'episode'];

/** The `GET /states` list: contract order of precedence, first that applies wins. */
export const STATES_LIST: StateItem[] = [
  { state: 'importing', applies_to: ALL(), description: 'Files are being filed into the library.' },
  { state: 'stuck', applies_to: ALL(), description: 'A download or import needs attention (see problems).' },
  { state: 'downloading', applies_to: ALL(), description: 'A release is being loaded by a download client.' },
  { state: 'available', applies_to: ALL(), description: 'The file is there and meets the cutoff of the quality profile.' },
  { state: 'upgrading', applies_to: ALL(), description: 'A file is there; a better one is wanted.' },
  { state: 'frozen', applies_to: ALL(), description: 'Watching is off and there is no file: nothing is searched.' },
  { state: 'not_released', applies_to: ALL(), description: 'Not released yet.' },
  { state: 'waiting', applies_to: ALL(), description: 'A release was found; a delay holds it back.' },
  { state: 'searching', applies_to: ALL(), description: 'A search for it is queued or running.' },
  { state: 'missing', applies_to: ALL(), description: 'Released and watched, but no file yet.' },
  {
    state: 'unknown',
    applies_to: ALL(),
    description: 'For clients: any state value they do not know (a later stage may add states).',
  },
];
