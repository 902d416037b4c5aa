import type { DemoPerson } from './demo-data.types.ts';

/**
 * Demo people with their real TMDB person ids. Credits list only titles that are in the demo
 * catalog; biographies are one line of our own.
 */
export const DEMO_PEOPLE: DemoPerson[] = [
  {
    id: 6384, name: 'Keanu Reeves', birthday: '1964-09-02', place_of_birth: 'Beirut, Lebanon', gender: 2,
    known_for_department: 'Acting', popularity: 60,
    biography: { en: 'Canadian actor known for quiet action heroes and for a long career across genres.' },
    cast: [{ media_type: 'movie', id: 603, character: 'Neo' }], crew: [],
  },
  {
    id: 6193, name: 'Leonardo DiCaprio', birthday: '1974-11-11', place_of_birth: 'Los Angeles, California, USA',
    gender: 2, known_for_department: 'Acting', popularity: 55,
    biography: { en: 'American actor who moved from teen roles to long collaborations with major directors.' },
    cast: [
      { media_type: 'movie', id: 597, character: 'Jack Dawson' },
      { media_type: 'movie', id: 27205, character: 'Dom Cobb' },
    ],
    crew: [],
  },
  {
    id: 525, name: 'Christopher Nolan', birthday: '1970-07-30', place_of_birth: 'London, England, UK', gender: 2,
    known_for_department: 'Directing', popularity: 30,
    biography: { en: 'British-American filmmaker fond of puzzles of time and memory, usually shot on film.' },
    cast: [],
    crew: [
      { media_type: 'movie', id: 155, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 27205, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 49026, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 157336, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 872585, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 27205, job: 'Screenplay', department: 'Writing' },
    ],
  },
  {
    id: 10297, name: 'Matthew McConaughey', birthday: '1969-11-04', place_of_birth: 'Uvalde, Texas, USA', gender: 2,
    known_for_department: 'Acting', popularity: 35,
    biography: { en: 'American actor who went from romantic comedies to darker dramatic parts.' },
    cast: [{ media_type: 'movie', id: 157336, character: 'Cooper' }], crew: [],
  },
  {
    id: 3894, name: 'Christian Bale', birthday: '1974-01-30', place_of_birth: 'Haverfordwest, Wales, UK', gender: 2,
    known_for_department: 'Acting', popularity: 40,
    biography: { en: 'Welsh-born actor known for changing his body drastically for roles.' },
    cast: [
      { media_type: 'movie', id: 155, character: 'Bruce Wayne' },
      { media_type: 'movie', id: 49026, character: 'Bruce Wayne' },
    ],
    crew: [],
  },
  {
    id: 1810, name: 'Heath Ledger', birthday: '1979-04-04', place_of_birth: 'Perth, Western Australia, Australia',
    gender: 2, known_for_department: 'Acting', popularity: 20,
    biography: { en: 'Australian actor remembered for a small number of intense performances.' },
    cast: [{ media_type: 'movie', id: 155, character: 'Joker' }], crew: [],
  },
  {
    id: 17419, name: 'Bryan Cranston', birthday: '1956-03-07', place_of_birth: 'Hollywood, California, USA', gender: 2,
    known_for_department: 'Acting', popularity: 30,
    biography: { en: 'American actor who moved from sitcom father to one of television’s best-known anti-heroes.' },
    cast: [{ media_type: 'tv', id: 1396, character: 'Walter White' }], crew: [],
  },
  {
    id: 84497, name: 'Aaron Paul', birthday: '1979-08-27', place_of_birth: 'Emmett, Idaho, USA', gender: 2,
    known_for_department: 'Acting', popularity: 20,
    biography: { en: 'American actor best known for playing a troubled former student turned partner in crime.' },
    cast: [{ media_type: 'tv', id: 1396, character: 'Jesse Pinkman' }], crew: [],
  },
  {
    id: 22970, name: 'Peter Dinklage', birthday: '1969-06-11', place_of_birth: 'Morristown, New Jersey, USA', gender: 2,
    known_for_department: 'Acting', popularity: 25,
    biography: { en: 'American actor with a sharp comic timing, known for a witty, scheming noble.' },
    cast: [{ media_type: 'tv', id: 1399, character: 'Tyrion Lannister' }], crew: [],
  },
  {
    id: 1223786, name: 'Emilia Clarke', birthday: '1986-10-23', place_of_birth: 'London, England, UK', gender: 1,
    known_for_department: 'Acting', popularity: 30,
    biography: { en: 'British actor known for playing an exiled queen with dragons.' },
    cast: [{ media_type: 'tv', id: 1399, character: 'Daenerys Targaryen' }], crew: [],
  },
  {
    id: 287, name: 'Brad Pitt', birthday: '1963-12-18', place_of_birth: 'Shawnee, Oklahoma, USA', gender: 2,
    known_for_department: 'Acting', popularity: 45,
    biography: { en: 'American actor and producer with leading roles across four decades.' },
    cast: [{ media_type: 'movie', id: 550, character: 'Tyler Durden' }], crew: [],
  },
  {
    id: 819, name: 'Edward Norton', birthday: '1969-08-18', place_of_birth: 'Boston, Massachusetts, USA', gender: 2,
    known_for_department: 'Acting', popularity: 20,
    biography: { en: 'American actor known for roles of split or hidden character.' },
    cast: [{ media_type: 'movie', id: 550, character: 'The Narrator' }], crew: [],
  },
  {
    id: 138, name: 'Quentin Tarantino', birthday: '1963-03-27', place_of_birth: 'Knoxville, Tennessee, USA', gender: 2,
    known_for_department: 'Directing', popularity: 20,
    biography: { en: 'American writer-director known for talky, non-linear crime stories.' },
    cast: [],
    crew: [
      { media_type: 'movie', id: 680, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 680, job: 'Writer', department: 'Writing' },
    ],
  },
  {
    id: 3, name: 'Harrison Ford', birthday: '1942-07-13', place_of_birth: 'Chicago, Illinois, USA', gender: 2,
    known_for_department: 'Acting', popularity: 35,
    biography: { en: 'American actor who played a smuggler, an archaeologist and a replicant hunter.' },
    cast: [
      { media_type: 'movie', id: 11, character: 'Han Solo' },
      { media_type: 'movie', id: 78, character: 'Rick Deckard' },
      { media_type: 'movie', id: 335984, character: 'Rick Deckard' },
    ],
    crew: [],
  },
  {
    id: 488, name: 'Steven Spielberg', birthday: '1946-12-18', place_of_birth: 'Cincinnati, Ohio, USA', gender: 2,
    known_for_department: 'Directing', popularity: 25,
    biography: { en: 'American director who shaped the modern blockbuster and also made sober historical dramas.' },
    cast: [],
    crew: [
      { media_type: 'movie', id: 329, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 424, job: 'Director', department: 'Directing' },
    ],
  },
  {
    id: 31, name: 'Tom Hanks', birthday: '1956-07-09', place_of_birth: 'Concord, California, USA', gender: 2,
    known_for_department: 'Acting', popularity: 45,
    biography: { en: 'American actor known for warm, decent everyman roles.' },
    cast: [
      { media_type: 'movie', id: 13, character: 'Forrest Gump' },
      { media_type: 'movie', id: 862, character: 'Woody (voice)' },
    ],
    crew: [],
  },
  {
    id: 3223, name: 'Robert Downey Jr.', birthday: '1965-04-04', place_of_birth: 'New York City, New York, USA',
    gender: 2, known_for_department: 'Acting', popularity: 50,
    biography: { en: 'American actor whose career revived with a long run as a billionaire inventor in armour.' },
    cast: [
      { media_type: 'movie', id: 24428, character: 'Tony Stark / Iron Man' },
      { media_type: 'movie', id: 299536, character: 'Tony Stark / Iron Man' },
      { media_type: 'movie', id: 872585, character: 'Lewis Strauss' },
    ],
    crew: [],
  },
  {
    id: 1245, name: 'Scarlett Johansson', birthday: '1984-11-22', place_of_birth: 'New York City, New York, USA',
    gender: 1, known_for_department: 'Acting', popularity: 50,
    biography: { en: 'American actor who started as a child and moved between independent films and blockbusters.' },
    cast: [
      { media_type: 'movie', id: 24428, character: 'Natasha Romanoff / Black Widow' },
      { media_type: 'movie', id: 299536, character: 'Natasha Romanoff / Black Widow' },
    ],
    crew: [],
  },
  {
    id: 2710, name: 'James Cameron', birthday: '1954-08-16', place_of_birth: 'Kapuskasing, Ontario, Canada', gender: 2,
    known_for_department: 'Directing', popularity: 15,
    biography: { en: 'Canadian director of large-scale films that push the technology of their time.' },
    cast: [],
    crew: [
      { media_type: 'movie', id: 597, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 19995, job: 'Director', department: 'Directing' },
    ],
  },
  {
    id: 608, name: 'Hayao Miyazaki', birthday: '1941-01-05', place_of_birth: 'Tokyo, Japan', gender: 2,
    known_for_department: 'Directing', popularity: 15,
    biography: { en: 'Japanese animator and director of hand-drawn films about nature, flight and childhood.' },
    cast: [],
    crew: [
      { media_type: 'movie', id: 128, job: 'Director', department: 'Directing' },
      { media_type: 'movie', id: 129, job: 'Director', department: 'Directing' },
    ],
  },
  {
    id: 21684, name: 'Bong Joon-ho', birthday: '1969-09-14', place_of_birth: 'Daegu, South Korea', gender: 2,
    known_for_department: 'Directing', popularity: 10,
    biography: { en: 'South Korean director who mixes genres to tell stories about class.' },
    cast: [],
    crew: [{ media_type: 'movie', id: 496243, job: 'Director', department: 'Directing' }],
  },
  {
    id: 1190668, name: 'Timothée Chalamet', birthday: '1995-12-27', place_of_birth: 'New York City, New York, USA',
    gender: 2, known_for_department: 'Acting', popularity: 55,
    biography: { en: 'American-French actor who rose quickly from independent dramas to large franchises.' },
    cast: [
      { media_type: 'movie', id: 157336, character: 'Young Tom' },
      { media_type: 'movie', id: 438631, character: 'Paul Atreides' },
    ],
    crew: [],
  },
];
