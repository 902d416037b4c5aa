/**
 * The built-in demo music catalog. Artist ids are the artists' real MusicBrainz ids, and so is
 * the release group of The Dark Side of the Moon. Every other release-group, release, track
 * and recording id here is MADE UP (all start with `0de3`, see `isMadeUpDemoMusicId`) because we
 * could not confirm the real ones; they are valid UUIDs that never claim to be MusicBrainz's.
 * Track titles are the albums' public track lists; lengths are rounded.
 */

export interface DemoAlbum {
  id: string;
  title: string;
  primaryType: 'Album' | 'EP' | 'Single';
  secondaryTypes: string[];
  firstReleaseDate: string;
  country: string;
  format: string;
  /** Title and length in seconds, in order. */
  tracks: Array<[string, number]>;
}

export interface DemoArtist {
  id: string;
  name: string;
  sortName: string;
  type: 'Group' | 'Person';
  country: string;
  disambiguation: string;
  begin: string;
  end: string | null;
  albums: DemoAlbum[];
}

/** The prefix of every made-up id in the demo music catalog. */
export const MADE_UP_ID_PREFIX = '0de3';

export function isMadeUpDemoMusicId(id: string): boolean {
  return id.toLowerCase().startsWith(MADE_UP_ID_PREFIX);
}

export const DEMO_ARTISTS: DemoArtist[] = [
  {
    id: '83d91898-7763-47d7-b03b-b92132375c47', name: 'Pink Floyd', sortName: 'Pink Floyd', type: 'Group',
    country: 'GB', disambiguation: '', begin: '1965', end: '2014',
    albums: [
      {
        // Real MusicBrainz release-group id.
        id: 'f5093c06-23e3-404f-aeaa-40f72885ee3a', title: 'The Dark Side of the Moon', primaryType: 'Album',
        secondaryTypes: [], firstReleaseDate: '1973-03-01', country: 'GB', format: '12" Vinyl',
        tracks: [
          ['Speak to Me', 68], ['Breathe', 169], ['On the Run', 225], ['Time', 413], ['The Great Gig in the Sky', 284],
          ['Money', 382], ['Us and Them', 469], ['Any Colour You Like', 206], ['Brain Damage', 226], ['Eclipse', 123],
        ],
      },
      {
        // Made-up id (not MusicBrainz's).
        id: '0de30000-0000-4000-8000-000000000102', title: 'Wish You Were Here', primaryType: 'Album',
        secondaryTypes: [], firstReleaseDate: '1975-09-12', country: 'GB', format: '12" Vinyl',
        tracks: [
          ['Shine On You Crazy Diamond (Parts I–V)', 811], ['Welcome to the Machine', 448], ['Have a Cigar', 308],
          ['Wish You Were Here', 334], ['Shine On You Crazy Diamond (Parts VI–IX)', 750],
        ],
      },
      {
        // Made-up id (not MusicBrainz's).
        id: '0de30000-0000-4000-8000-000000000103', title: 'Animals', primaryType: 'Album', secondaryTypes: [],
        firstReleaseDate: '1977-01-21', country: 'GB', format: '12" Vinyl',
        tracks: [
          ['Pigs on the Wing (Part One)', 85], ['Dogs', 1023], ['Pigs (Three Different Ones)', 685], ['Sheep', 618],
          ['Pigs on the Wing (Part Two)', 86],
        ],
      },
    ],
  },
  {
    id: 'a74b1b7f-71a5-4011-9441-d0b5e4122711', name: 'Radiohead', sortName: 'Radiohead', type: 'Group', country: 'GB',
    disambiguation: '', begin: '1991', end: null,
    albums: [
      {
        // Made-up id (not MusicBrainz's).
        id: '0de30000-0000-4000-8000-000000000201', title: 'OK Computer', primaryType: 'Album', secondaryTypes: [],
        firstReleaseDate: '1997-05-21', country: 'GB', format: 'CD',
        tracks: [
          ['Airbag', 284], ['Paranoid Android', 383], ['Subterranean Homesick Alien', 267],
          ['Exit Music (For a Film)', 264], ['Let Down', 299], ['Karma Police', 261], ['Fitter Happier', 117],
          ['Electioneering', 230], ['Climbing Up the Walls', 285], ['No Surprises', 229], ['Lucky', 259],
          ['The Tourist', 324],
        ],
      },
    ],
  },
  {
    id: '5b11f4ce-a62d-471e-81fc-a69a8278c7da', name: 'Nirvana', sortName: 'Nirvana', type: 'Group', country: 'US',
    disambiguation: '1980s–1990s US grunge band', begin: '1987', end: '1994',
    albums: [
      {
        // Made-up id (not MusicBrainz's).
        id: '0de30000-0000-4000-8000-000000000301', title: 'Nevermind', primaryType: 'Album', secondaryTypes: [],
        firstReleaseDate: '1991-09-24', country: 'US', format: 'CD',
        tracks: [
          ['Smells Like Teen Spirit', 301], ['In Bloom', 254], ['Come as You Are', 219], ['Breed', 183], ['Lithium', 257],
          ['Polly', 177], ['Territorial Pissings', 142], ['Drain You', 223], ['Lounge Act', 156], ['Stay Away', 212],
          ['On a Plain', 196], ['Something in the Way', 231],
        ],
      },
    ],
  },
  {
    id: 'b10bbbfc-cf9e-42e0-be17-e2c3e1d2600d', name: 'The Beatles', sortName: 'Beatles, The', type: 'Group',
    country: 'GB', disambiguation: '', begin: '1960', end: '1970',
    albums: [
      {
        // Made-up id (not MusicBrainz's).
        id: '0de30000-0000-4000-8000-000000000401', title: 'Abbey Road', primaryType: 'Album', secondaryTypes: [],
        firstReleaseDate: '1969-09-26', country: 'GB', format: '12" Vinyl',
        tracks: [
          ['Come Together', 259], ['Something', 182], ["Maxwell's Silver Hammer", 207], ['Oh! Darling', 207],
          ["Octopus's Garden", 171], ["I Want You (She's So Heavy)", 467], ['Here Comes the Sun', 185], ['Because', 165],
          ['You Never Give Me Your Money', 242], ['Sun King', 146], ['Mean Mr. Mustard', 66], ['Polythene Pam', 72],
          ['She Came In Through the Bathroom Window', 118], ['Golden Slumbers', 91], ['Carry That Weight', 97],
          ['The End', 139], ['Her Majesty', 23],
        ],
      },
    ],
  },
];
