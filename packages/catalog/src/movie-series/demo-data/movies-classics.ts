import type { DemoMovie } from './demo-data.types.ts';

/** Demo movies, part 1: titles up to 2001. Real TMDB/IMDb ids, years and runtimes. */
export const DEMO_MOVIES_CLASSICS: DemoMovie[] = [
  {
    id: 238, imdb_id: 'tt0068646', title: { en: 'The Godfather', de: 'Der Pate' }, original_title: 'The Godfather',
    certifications: { US: 'R', DE: '16' },
    original_language: 'en', origin_country: ['US'], release_date: '1972-03-14', runtime: 175, genre_ids: [18, 80],
    overview: {
      en: 'An ageing head of a New York crime family hands his empire to the son who never wanted any part of it.',
      de: 'Das alternde Oberhaupt einer New Yorker Mafiafamilie übergibt sein Reich ausgerechnet dem Sohn, der nie dazugehören wollte.',
    },
    vote_average: 8.7, vote_count: 21000, popularity: 110,
  },
  {
    id: 11, imdb_id: 'tt0076759', title: { en: 'Star Wars', de: 'Krieg der Sterne' }, original_title: 'Star Wars',
    original_language: 'en', origin_country: ['US'], release_date: '1977-05-25', runtime: 121, genre_ids: [12, 28, 878],
    overview: {
      en: 'A farm boy from a desert planet joins a smuggler, two droids and an old hermit to rescue a captured princess.',
      de: 'Ein Farmerjunge von einem Wüstenplaneten rettet mit einem Schmuggler, zwei Droiden und einem alten Einsiedler eine gefangene Prinzessin.',
    },
    vote_average: 8.2, vote_count: 21500, popularity: 85,
  },
  {
    id: 78, imdb_id: 'tt0083658', title: { en: 'Blade Runner' }, original_title: 'Blade Runner',
    original_language: 'en', origin_country: ['US'], release_date: '1982-06-25', runtime: 117, genre_ids: [878, 18, 53],
    overview: {
      en: 'In a rain-soaked Los Angeles of the future, a weary detective hunts artificial humans who want more life.',
      de: 'Im verregneten Los Angeles der Zukunft jagt ein müder Ermittler künstliche Menschen, die länger leben wollen.',
    },
    vote_average: 7.9, vote_count: 14000, popularity: 60,
  },
  {
    id: 105, imdb_id: 'tt0088763', title: { en: 'Back to the Future', de: 'Zurück in die Zukunft' },
    original_title: 'Back to the Future', original_language: 'en', origin_country: ['US'], release_date: '1985-07-03',
    runtime: 116, genre_ids: [12, 35, 878],
    overview: {
      en: 'A teenager lands thirty years in the past in a time-travelling car and has to make sure his parents still fall in love.',
      de: 'Ein Teenager landet mit einem Zeitreise-Auto dreißig Jahre in der Vergangenheit und muss dafür sorgen, dass sich seine Eltern trotzdem verlieben.',
    },
    vote_average: 8.3, vote_count: 20000, popularity: 70,
  },
  {
    id: 769, imdb_id: 'tt0099685', title: { en: 'GoodFellas' }, original_title: 'GoodFellas', original_language: 'en',
    origin_country: ['US'], release_date: '1990-09-12', runtime: 145, genre_ids: [18, 80],
    overview: { en: 'Three decades in the life of a young man who grows up inside the mob, from eager errand boy to informant.' },
    vote_average: 8.5, vote_count: 13000, popularity: 55,
  },
  {
    id: 329, imdb_id: 'tt0107290', title: { en: 'Jurassic Park' }, original_title: 'Jurassic Park',
    certifications: { US: 'PG-13', DE: '12' },
    original_language: 'en', origin_country: ['US'], release_date: '1993-06-11', runtime: 127, genre_ids: [12, 878],
    overview: {
      en: 'A theme park of cloned dinosaurs gets a test visit from scientists just as its fences lose power.',
      de: 'Ein Freizeitpark mit geklonten Dinosauriern bekommt Besuch von Wissenschaftlern, genau als die Zäune ausfallen.',
    },
    vote_average: 7.9, vote_count: 16500, popularity: 75,
  },
  {
    id: 424, imdb_id: 'tt0108052', title: { en: "Schindler's List", de: 'Schindlers Liste' },
    original_title: "Schindler's List", original_language: 'en', origin_country: ['US'], release_date: '1993-12-15',
    runtime: 195, genre_ids: [18, 36, 10752],
    overview: { en: 'A German industrialist in occupied Poland slowly turns his factory into a refuge for his Jewish workers.' },
    vote_average: 8.6, vote_count: 16000, popularity: 50,
  },
  {
    id: 278, imdb_id: 'tt0111161', title: { en: 'The Shawshank Redemption', de: 'Die Verurteilten' },
    original_title: 'The Shawshank Redemption', original_language: 'en', origin_country: ['US'],
    release_date: '1994-09-23', runtime: 142, genre_ids: [18, 80],
    overview: {
      en: 'A banker sentenced for a crime he denies spends two decades in prison, held together by friendship and patience.',
      de: 'Ein Bankier, verurteilt für eine Tat, die er bestreitet, übersteht zwei Jahrzehnte Gefängnis mit Freundschaft und Geduld.',
    },
    vote_average: 8.7, vote_count: 28000, popularity: 120,
  },
  {
    id: 680, imdb_id: 'tt0110912', title: { en: 'Pulp Fiction' }, original_title: 'Pulp Fiction',
    certifications: { US: 'R' },
    original_language: 'en', origin_country: ['US'], release_date: '1994-09-10', runtime: 154, genre_ids: [53, 80],
    overview: { en: 'Hitmen, a boxer and a pair of diner robbers cross paths in loosely linked, out-of-order Los Angeles stories.' },
    vote_average: 8.5, vote_count: 27500, popularity: 90,
  },
  {
    id: 13, imdb_id: 'tt0109830', title: { en: 'Forrest Gump' }, original_title: 'Forrest Gump', original_language: 'en',
    origin_country: ['US'], release_date: '1994-06-23', runtime: 142, genre_ids: [35, 18, 10749],
    overview: { en: 'A kind man with a simple view of the world drifts through decades of American history without meaning to.' },
    vote_average: 8.5, vote_count: 27000, popularity: 95,
  },
  {
    id: 862, imdb_id: 'tt0114709', title: { en: 'Toy Story' }, original_title: 'Toy Story', original_language: 'en',
    certifications: { US: 'G', DE: '0' },
    origin_country: ['US'], release_date: '1995-10-30', runtime: 81, genre_ids: [16, 12, 10751, 35],
    overview: { en: "A cowboy doll feels replaced when a shiny space ranger toy becomes his owner's new favourite." },
    vote_average: 8.0, vote_count: 18500, popularity: 80,
  },
  {
    id: 128, imdb_id: 'tt0119698', title: { en: 'Princess Mononoke', de: 'Prinzessin Mononoke' },
    original_title: 'もののけ姫', original_language: 'ja', origin_country: ['JP'], release_date: '1997-07-12',
    runtime: 134, genre_ids: [12, 14, 16], anime: true,
    overview: { en: 'A cursed young prince is drawn into a war between an iron-making town and the gods of the forest.' },
    vote_average: 8.3, vote_count: 8000, popularity: 45,
  },
  {
    id: 597, imdb_id: 'tt0120338', title: { en: 'Titanic' }, original_title: 'Titanic', original_language: 'en',
    origin_country: ['US'], release_date: '1997-11-18', runtime: 194, genre_ids: [18, 10749],
    overview: { en: 'Two passengers from opposite ends of the ship fall for each other on a famous liner’s only voyage.' },
    vote_average: 7.9, vote_count: 25500, popularity: 100,
  },
  {
    id: 603, imdb_id: 'tt0133093', title: { en: 'The Matrix', de: 'Matrix' }, original_title: 'The Matrix',
    certifications: { US: 'R', DE: '16' },
    original_language: 'en', origin_country: ['US'], release_date: '1999-03-30', runtime: 136, genre_ids: [28, 878],
    overview: {
      en: 'A programmer who moonlights as a hacker learns that the world he knows is a simulation and joins the fight against its makers.',
      de: 'Ein Programmierer und Hacker erfährt, dass seine Welt eine Simulation ist, und schließt sich dem Kampf gegen ihre Schöpfer an.',
    },
    vote_average: 8.2, vote_count: 26500, popularity: 130,
  },
  {
    id: 550, imdb_id: 'tt0137523', title: { en: 'Fight Club' }, original_title: 'Fight Club', original_language: 'en',
    certifications: { US: 'R', DE: '18' },
    origin_country: ['US'], release_date: '1999-10-15', runtime: 139, genre_ids: [18],
    overview: { en: 'A sleepless office worker and a reckless soap salesman start an underground club that grows out of control.' },
    vote_average: 8.4, vote_count: 30000, popularity: 95,
  },
  {
    id: 129, imdb_id: 'tt0245429', title: { en: 'Spirited Away', de: 'Chihiros Reise ins Zauberland' },
    original_title: '千と千尋の神隠し', original_language: 'ja', origin_country: ['JP'], release_date: '2001-07-20',
    runtime: 125, genre_ids: [16, 10751, 14], anime: true,
    overview: {
      en: 'A girl stranded in a bathhouse for spirits works there to free her parents, who were turned into pigs.',
      de: 'Ein Mädchen strandet in einem Badehaus für Geister und arbeitet dort, um ihre in Schweine verwandelten Eltern zu befreien.',
    },
    vote_average: 8.5, vote_count: 17000, popularity: 90,
  },
  {
    id: 120, imdb_id: 'tt0120737',
    title: { en: 'The Lord of the Rings: The Fellowship of the Ring', de: 'Der Herr der Ringe: Die Gefährten' },
    original_title: 'The Lord of the Rings: The Fellowship of the Ring', original_language: 'en',
    origin_country: ['NZ', 'US'], release_date: '2001-12-18', runtime: 179, genre_ids: [12, 14, 28],
    overview: { en: 'A quiet hobbit inherits a dangerous ring and sets out with eight companions to destroy it.' },
    vote_average: 8.4, vote_count: 25000, popularity: 105,
  },
];
