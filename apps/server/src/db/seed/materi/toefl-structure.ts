import { type DemoMateri, type DemoQuestion, pg } from '../questions';

export function toeflStructure(): DemoMateri {
  const structure: DemoQuestion[] = [
    pg('___ the rain stopped, the match continued.', 'After', [
      'Because of',
      'Despite',
      'During',
      'In spite',
    ]),
    pg('The Amazon River ___ through several South American countries.', 'flows', [
      'flowing',
      'to flow',
      'it flows',
      'flowed it',
    ]),
    pg('Not until the 1970s ___ widely used in offices.', 'were computers', [
      'computers were',
      'computers',
      'computers being',
      'had computers',
    ]),
    pg('Coffee is one of the ___ crops in Indonesia.', 'most important', [
      'importantest',
      'more important',
      'important most',
      'most importantly',
    ]),
    pg('The professor, ___ many books, will speak tonight.', 'who has written', [
      'has written',
      'writing he has',
      'who written',
      'he wrote',
    ]),
    pg('___ is known about the earliest inhabitants of the island.', 'Little', [
      'A few',
      'Few',
      'Less than',
      'Many',
    ]),
    pg('Rarely ___ such a beautiful sunset.', 'have I seen', [
      'I have seen',
      'I saw',
      'seen I have',
      'I had seen',
    ]),
    pg('Sea turtles return to the beach ___ they were born.', 'where', ['which', 'what', 'there', 'whom']),
    pg('The more you practice, ___ you become.', 'the better', ['better', 'the best', 'more better', 'best']),
    pg('It was in 1945 ___ Indonesia declared its independence.', 'that', [
      'which',
      'when it',
      'and',
      'what',
    ]),
    pg('Bamboo grows ___ than most other plants.', 'faster', ['fastly', 'more fast', 'fastest', 'as fast']),
    pg('The committee recommended that the fee ___ reduced.', 'be', ['is', 'was', 'being', 'to be']),
    pg('___ of the students passed the exam.', 'Most', ['Almost', 'The most', 'Mostly', 'Most of all']),
    pg('Having finished the report, ___.', 'she went home', [
      'the office was closed',
      'it was sent',
      'the day ended',
      'home was near',
    ]),
    pg('Komodo dragons, ___ the largest lizards, live in eastern Indonesia.', 'which are', [
      'are',
      'they are',
      'which is',
      'being that',
    ]),
  ];
  const wrong = (sentence: string, correct: string, others: string[]) =>
    pg(`Identify the underlined word or phrase that must be changed: ${sentence}`, correct, others);
  const written: DemoQuestion[] = [
    wrong('The <u>childs</u> <u>were</u> playing <u>in</u> the <u>park</u>.', 'childs', [
      'were',
      'in',
      'park',
      'playing',
    ]),
    wrong('She <u>have</u> <u>lived</u> <u>here</u> <u>since</u> 2010.', 'have', [
      'lived',
      'here',
      'since',
      'She',
    ]),
    wrong('<u>Each</u> of the students <u>have</u> <u>a</u> <u>laptop</u>.', 'have', [
      'Each',
      'a',
      'laptop',
      'of',
    ]),
    wrong('The <u>informations</u> <u>in</u> the report <u>is</u> <u>useful</u>.', 'informations', [
      'in',
      'is',
      'useful',
      'report',
    ]),
    wrong('He <u>is</u> <u>more</u> <u>taller</u> <u>than</u> his father.', 'taller', [
      'is',
      'more',
      'than',
      'his',
    ]),
    wrong('<u>Despite</u> <u>of</u> the <u>heavy</u> traffic, we <u>arrived</u> early.', 'of', [
      'Despite',
      'heavy',
      'arrived',
      'early',
    ]),
    wrong('The book <u>who</u> I <u>borrowed</u> <u>is</u> <u>very</u> old.', 'who', [
      'borrowed',
      'is',
      'very',
      'old',
    ]),
    wrong('They <u>did</u> not <u>went</u> <u>to</u> <u>the</u> meeting.', 'went', [
      'did',
      'to',
      'the',
      'not',
    ]),
    wrong('Water <u>boil</u> <u>at</u> one <u>hundred</u> <u>degrees</u> Celsius.', 'boil', [
      'at',
      'hundred',
      'degrees',
      'Water',
    ]),
    wrong('Rice <u>is</u> <u>the</u> main food <u>for</u> <u>much</u> people in Asia.', 'much', [
      'is',
      'the',
      'for',
      'main',
    ]),
    wrong('The <u>scientist</u> <u>has</u> <u>discover</u> a new <u>species</u>.', 'discover', [
      'scientist',
      'has',
      'species',
      'new',
    ]),
    wrong('<u>Although</u> it was late, <u>but</u> they <u>continued</u> <u>working</u>.', 'but', [
      'Although',
      'continued',
      'working',
      'late',
    ]),
    wrong('She <u>enjoys</u> <u>to swim</u> <u>in</u> the <u>morning</u>.', 'to swim', [
      'enjoys',
      'in',
      'morning',
      'She',
    ]),
    wrong('The <u>number</u> of visitors <u>have</u> <u>increased</u> <u>rapidly</u>.', 'have', [
      'number',
      'increased',
      'rapidly',
      'visitors',
    ]),
    wrong('<u>An</u> university <u>is</u> <u>being</u> built <u>near</u> the city.', 'An', [
      'is',
      'being',
      'near',
      'built',
    ]),
  ];
  return {
    kode: 'TOEFL Structure',
    deskripsi: 'TOEFL Structure and Written Expression',
    waktu: 25,
    urutan: 6,
    toefl: 2,
    groups: [
      {
        nama: 'Structure',
        deskripsi: '<p>Choose the word or phrase that best completes the sentence.</p>',
        jumlah: 10,
        soal: structure,
      },
      {
        nama: 'Written Expression',
        deskripsi: '<p>Choose the <u>underlined</u> word or phrase that is <b>not correct</b>.</p>',
        jumlah: 10,
        soal: written,
      },
    ],
  };
}
