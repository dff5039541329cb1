import { type DemoMateri, essay } from '../questions';

export function toeflWriting(): DemoMateri {
  const statements = [
    'It is better to study in a group than to study alone.',
    'University students should be required to attend classes.',
    'Technology has made people less creative.',
    'Young people should work part-time while they study.',
    'It is more important to save money than to spend it on enjoyment.',
    'All students should learn a second foreign language.',
    'Online courses are as effective as classroom courses.',
    'Governments should spend more money on public transportation than on roads.',
    'Children should start school at a very early age.',
    'People learn more from failure than from success.',
    'Social media does more harm than good.',
    'It is better to live in a small town than in a big city.',
    'Teachers should be paid according to how well their students perform.',
    'Tourism brings more benefits than problems to a country.',
    'Students should choose their major based on job opportunities.',
    'Homework should be banned in primary schools.',
    'Protecting the environment is the responsibility of individuals, not only governments.',
    'Team sports teach more useful lessons than individual sports.',
    'A good leader must be strict.',
    'Reading printed books is better than reading on a screen.',
  ];
  const independent = statements.map((s) =>
    essay(
      `Do you agree or disagree with the following statement? <b>${s}</b> Use specific reasons and examples to support your answer. Write at least <b>150 words</b>.`,
      'Scoring guide: clear position (agree/disagree), at least two supporting reasons with specific examples, logical organization (introduction, body, conclusion), varied vocabulary and grammar with few errors.',
    ),
  );
  const describe = [
    'Describe a teacher who has influenced you and explain why.',
    'Describe your favorite place in your city and explain why you like it.',
    'Explain the advantages and disadvantages of studying abroad.',
    'Describe an important decision you made and what you learned from it.',
    'Explain how your hometown has changed in the last ten years.',
    'Describe a traditional festival in your region for a foreign visitor.',
    'Explain why you want to study at this university.',
    'Describe a book or film that changed the way you think.',
    'Write an e-mail to your lecturer asking for an extension for an assignment.',
    'Summarize the steps you take to prepare for an important exam.',
  ];
  const integrated = describe.map((s) =>
    essay(
      `<p>${s}</p><ul><li>Write one or two paragraphs.</li><li>Use <b>complete sentences</b> and correct punctuation.</li></ul>`,
      'Scoring guide: task fully addressed, relevant details, coherent paragraphs, appropriate tone, accurate grammar and spelling.',
    ),
  );
  return {
    kode: 'TOEFL Writing',
    deskripsi: 'TOEFL Writing',
    waktu: 30,
    urutan: 8,
    toefl: 4,
    groups: [
      {
        nama: 'Independent Essay',
        deskripsi: '<p>Write an essay that states and supports your opinion.</p>',
        jumlah: 1,
        soal: independent,
      },
      {
        nama: 'Guided Writing',
        deskripsi: '<p>Write a short, well-organized response.</p>',
        jumlah: 2,
        soal: integrated,
      },
    ],
  };
}
