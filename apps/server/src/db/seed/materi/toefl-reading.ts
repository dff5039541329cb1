import { type DemoMateri, type DemoQuestion, pg } from '../questions';

export function toeflReading(): DemoMateri {
  const p1 =
    '<p><b>Passage 1</b></p><p>Mangrove forests grow along tropical coastlines where fresh water meets the sea. Their tangled roots slow down waves and protect the coast from erosion. They also provide a nursery for many species of fish and crabs. However, large areas of mangroves have been cleared to make room for shrimp farms and tourist resorts. Scientists estimate that Indonesia, which has the largest area of mangroves in the world, has lost about a third of them in the last fifty years.</p>';
  const p2 =
    '<p><b>Passage 2</b></p><p>The printing press, developed by Johannes Gutenberg around 1440, changed the way knowledge spread in Europe. Before its invention, books were copied by hand, which was slow and expensive. With movable metal type, printers could produce hundreds of copies of a text in a short time. As books became cheaper, more people learned to read, and new ideas in science and religion spread rapidly across the continent.</p>';
  const r1: DemoQuestion[] = [
    pg(`${p1}<p>What is the passage mainly about?</p>`, 'the importance and loss of mangrove forests', [
      'how shrimp farms work',
      'tourism in Indonesia',
      'the life of crabs',
      'how waves are formed',
    ]),
    pg(`${p1}<p>Where do mangrove forests grow?</p>`, 'along tropical coastlines', [
      'on high mountains',
      'in deserts',
      'in cold rivers',
      'in city parks',
    ]),
    pg(`${p1}<p>How do mangrove roots protect the coast?</p>`, 'by slowing down waves', [
      'by producing fresh water',
      'by attracting tourists',
      'by feeding fish',
      'by raising the land',
    ]),
    pg(`${p1}<p>The word <b>nursery</b> is closest in meaning to …</p>`, 'a place where young animals grow', [
      'a hospital',
      'a school for children',
      'a farm for plants',
      'a kind of root',
    ]),
    pg(`${p1}<p>Why have mangroves been cleared?</p>`, 'to build shrimp farms and resorts', [
      'to stop erosion',
      'to protect fish',
      'to plant rice',
      'to build ports',
    ]),
    pg(
      `${p1}<p>According to the passage, how much of its mangroves has Indonesia lost?</p>`,
      'about a third',
      ['about half', 'almost all', 'about a tenth', 'none'],
    ),
    pg(`${p1}<p>The word <b>them</b> in the last sentence refers to …</p>`, 'mangroves', [
      'scientists',
      'years',
      'resorts',
      'crabs',
    ]),
    pg(`${p1}<p>It can be inferred that losing mangroves may cause …</p>`, 'more coastal erosion', [
      'more fish',
      'cooler weather',
      'fewer tourists in cities',
      'more fresh water',
    ]),
  ];
  const r2: DemoQuestion[] = [
    pg(`${p2}<p>What is the main idea of the passage?</p>`, 'the printing press helped knowledge spread', [
      'Gutenberg was a religious leader',
      'books were always cheap',
      'metal was rare in Europe',
      'copying by hand was fast',
    ]),
    pg(`${p2}<p>When was the printing press developed?</p>`, 'around 1440', [
      'around 1540',
      'in the year 1000',
      'in the twentieth century',
      'around 1840',
    ]),
    pg(`${p2}<p>How were books made before the printing press?</p>`, 'they were copied by hand', [
      'they were printed with wood',
      'they were typed',
      'they were imported',
      'they were carved in stone',
    ]),
    pg(`${p2}<p>The word <b>rapidly</b> is closest in meaning to …</p>`, 'quickly', [
      'slowly',
      'rarely',
      'carefully',
      'secretly',
    ]),
    pg(`${p2}<p>What was one result of cheaper books?</p>`, 'more people learned to read', [
      'fewer schools were built',
      'printers lost their jobs',
      'science stopped developing',
      'books became heavier',
    ]),
    pg(`${p2}<p>The word <b>its</b> in the second sentence refers to …</p>`, 'the printing press', [
      'Europe',
      'knowledge',
      'Gutenberg',
      'the book',
    ]),
    pg(`${p2}<p>What made fast printing possible?</p>`, 'movable metal type', [
      'cheap paper',
      'more scribes',
      'electric machines',
      'new languages',
    ]),
  ];
  const vocab: [string, string, string[]][] = [
    ['significant', 'important', ['small', 'hidden', 'recent', 'simple']],
    ['enormous', 'huge', ['tiny', 'strange', 'normal', 'broken']],
    ['obtain', 'get', ['lose', 'refuse', 'forget', 'send']],
    ['reluctant', 'unwilling', ['eager', 'ready', 'happy', 'able']],
    ['frequent', 'common', ['rare', 'unusual', 'single', 'late']],
    ['ancient', 'very old', ['modern', 'future', 'young', 'quick']],
    ['vital', 'essential', ['optional', 'harmful', 'visible', 'slight']],
    ['diminish', 'decrease', ['grow', 'improve', 'repeat', 'shine']],
    ['predict', 'forecast', ['remember', 'ignore', 'explain', 'measure']],
    ['sufficient', 'enough', ['lacking', 'extra', 'expensive', 'minimal']],
    ['conceal', 'hide', ['show', 'break', 'build', 'carry']],
    ['rigid', 'stiff', ['flexible', 'soft', 'weak', 'wet']],
    ['primary', 'main', ['secondary', 'final', 'minor', 'extra']],
    ['evident', 'clear', ['doubtful', 'hidden', 'vague', 'false']],
    ['assist', 'help', ['stop', 'hurt', 'watch', 'leave']],
  ];
  return {
    kode: 'TOEFL Reading',
    deskripsi: 'TOEFL Reading Comprehension',
    waktu: 55,
    urutan: 7,
    toefl: 3,
    groups: [
      {
        nama: 'Reading Passages',
        deskripsi:
          '<p>Read each passage and answer the questions based on what is <b>stated or implied</b>.</p>',
        jumlah: 10,
        soal: [...r1, ...r2],
      },
      {
        nama: 'Vocabulary in Context',
        deskripsi: '<p>Choose the word closest in meaning to the word in <b>bold</b>.</p>',
        jumlah: 5,
        soal: vocab.map(([w, c, x]) => pg(`The word <b>${w}</b> is closest in meaning to …`, c, x)),
      },
    ],
  };
}
