import { type DemoMateri, type DemoQuestion, pg } from '../questions';

export function ing(): DemoMateri {
  const grammar: DemoQuestion[] = [
    pg('She ___ to school every day.', 'goes', ['go', 'going', 'gone', 'is go']),
    pg('They ___ football when it started to rain.', 'were playing', [
      'are playing',
      'played',
      'plays',
      'have played',
    ]),
    pg('I have lived in Bandung ___ 2015.', 'since', ['for', 'at', 'on', 'during']),
    pg('If I ___ rich, I would travel around the world.', 'were', ['am', 'will be', 'have been', 'be']),
    pg('The letter ___ by my sister yesterday.', 'was written', [
      'wrote',
      'is written',
      'has written',
      'writes',
    ]),
    pg('This book is ___ than that one.', 'more interesting', [
      'most interesting',
      'interestinger',
      'as interesting',
      'the more interesting',
    ]),
    pg('Neither my brother nor I ___ the answer.', 'know', ['knows', 'knowing', 'am know', 'known']),
    pg('He asked me where ___.', 'I lived', ['did I live', 'do I live', 'I am live', 'lived I']),
    pg('We are looking forward ___ you soon.', 'to seeing', ['to see', 'seeing', 'see', 'for seeing']),
    pg('By next year, she ___ her degree.', 'will have finished', [
      'finishes',
      'has finished',
      'finished',
      'is finishing',
    ]),
    pg('The man ___ car was stolen called the police.', 'whose', ['who', 'which', 'whom', 'that']),
    pg('You ___ smoke here. It is a hospital.', 'must not', ['need not', 'should', 'may', 'could']),
  ];
  const vocab: [string, string, string[]][] = [
    [
      'The students were <b>eager</b> to start the experiment.',
      'enthusiastic',
      ['afraid', 'tired', 'unwilling', 'late'],
    ],
    [
      'The village has <b>abundant</b> natural resources.',
      'plentiful',
      ['limited', 'expensive', 'hidden', 'poor'],
    ],
    ['The manager gave a <b>brief</b> explanation.', 'short', ['long', 'confusing', 'formal', 'written']],
    ['The bridge was <b>constructed</b> in 1990.', 'built', ['destroyed', 'designed', 'repaired', 'sold']],
    ['Her answer was <b>accurate</b>.', 'correct', ['wrong', 'quick', 'rude', 'unclear']],
    ['The city is <b>famous</b> for its batik.', 'well known', ['unknown', 'criticized', 'rich', 'tired']],
    ['The test was <b>difficult</b> for many students.', 'hard', ['easy', 'boring', 'short', 'funny']],
    ['He decided to <b>purchase</b> a new laptop.', 'buy', ['sell', 'repair', 'borrow', 'return']],
    [
      'The price of rice has <b>increased</b>.',
      'risen',
      ['fallen', 'stayed', 'changed hands', 'disappeared'],
    ],
    ['The museum is <b>located</b> near the square.', 'situated', ['moved', 'closed', 'painted', 'hidden']],
  ];
  const reading =
    '<p><i>Read the text.</i></p><p>Borobudur, in Central Java, is the largest Buddhist temple in the world. It was built in the ninth century and has more than two thousand relief panels. For centuries it was hidden under volcanic ash and jungle until it was rediscovered in 1814. Today, thousands of tourists visit it every year, especially at sunrise.</p>';
  const readingQ: DemoQuestion[] = [
    pg(`${reading}<p>What is the text mainly about?</p>`, 'Borobudur temple', [
      'volcanoes in Java',
      'tourism in Bali',
      'Buddhist monks',
      'the jungle',
    ]),
    pg(`${reading}<p>When was Borobudur built?</p>`, 'in the ninth century', [
      'in 1814',
      'in the nineteenth century',
      'last year',
      'at sunrise',
    ]),
    pg(`${reading}<p>The word <b>rediscovered</b> means …</p>`, 'found again', [
      'built again',
      'lost forever',
      'painted',
      'visited daily',
    ]),
    pg(
      `${reading}<p>Why was Borobudur hidden for centuries?</p>`,
      'it was covered by volcanic ash and jungle',
      [
        'it was under the sea',
        'it was closed to tourists',
        'it was destroyed by war',
        'it was moved to another city',
      ],
    ),
    pg(`${reading}<p>According to the text, tourists especially like to visit at …</p>`, 'sunrise', [
      'midnight',
      'sunset',
      'noon',
      'the weekend',
    ]),
    pg(`${reading}<p>How many relief panels does the temple have?</p>`, 'more than two thousand', [
      'exactly one thousand',
      'less than one hundred',
      'nine',
      'eighteen hundred',
    ]),
    pg('"Thank you for your help." The best response is …', 'You\u2019re welcome.', [
      'Yes, please.',
      'I\u2019m sorry.',
      'Never mind me.',
      'Good luck.',
    ]),
    pg('"Would you mind closing the window?" The best response is …', 'Not at all.', [
      'Yes, I close.',
      'I don\u2019t know.',
      'Thank you.',
      'Of course not closing.',
    ]),
  ];
  return {
    kode: 'ING',
    deskripsi: 'Bahasa Inggris',
    waktu: 45,
    urutan: 4,
    toefl: null,
    groups: [
      {
        nama: 'Grammar',
        deskripsi: '<p>Choose the word or phrase that best completes the sentence.</p>',
        jumlah: 10,
        soal: grammar,
      },
      {
        nama: 'Vocabulary',
        deskripsi: '<p>Choose the word closest in meaning to the <b>bold</b> word.</p>',
        jumlah: 5,
        soal: vocab.map(([s, c, x]) => pg(s, c, x)),
      },
      {
        nama: 'Reading and Expressions',
        deskripsi: '<p>Read the text and choose the best answer.</p>',
        jumlah: 5,
        soal: readingQ,
      },
    ],
  };
}
