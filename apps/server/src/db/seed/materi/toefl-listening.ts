import { type DemoMateri, type DemoQuestion, pg } from '../questions';

export function toeflListening(): DemoMateri {
  const clip = (n: number) => `toefl-listening-${String(n).padStart(2, '0')}.ogg`;
  const q = (n: number, soal: string, c: string, x: string[]) => pg(soal, c, x, clip(n));
  const partA: DemoQuestion[] = [
    q(1, 'What does the woman say about the library?', 'It closes earlier today.', [
      'It is closed all day.',
      'It opens at nine.',
      'It moved to a new building.',
      'It is open until midnight.',
    ]),
    q(1, 'At what time does the library close today?', 'At five o\u2019clock.', [
      'At nine o\u2019clock.',
      'At noon.',
      'At seven o\u2019clock.',
      'At midnight.',
    ]),
    q(1, 'Why are the hours different today?', 'Because it is a holiday.', [
      'Because of an exam.',
      'Because of repairs.',
      'Because the staff is sick.',
      'Because of the rain.',
    ]),
    q(2, 'What is the disadvantage of the man\u2019s new apartment?', 'It is far from campus.', [
      'It is noisy.',
      'It is expensive.',
      'It is small.',
      'It has no bus stop.',
    ]),
    q(2, 'Where did the man live before?', 'In the dormitory.', [
      'With his parents.',
      'In a hotel.',
      'Near the bus station.',
      'In another city.',
    ]),
    q(2, 'What does the man like about the apartment?', 'It is quiet.', [
      'It is cheap.',
      'It is near the campus.',
      'It is big.',
      'It has a garden.',
    ]),
    q(3, 'What will the woman probably do tonight?', 'Work in the lab.', [
      'Go to a party.',
      'Hand in the report.',
      'Sleep early.',
      'Meet the professor.',
    ]),
    q(3, 'When is the chemistry report due?', 'Tomorrow morning.', [
      'Tonight.',
      'Next week.',
      'This afternoon.',
      'On Friday.',
    ]),
    q(3, 'What does the woman still need to do?', 'Draw the graphs.', [
      'Write the introduction.',
      'Buy chemicals.',
      'Print the report.',
      'Find a partner.',
    ]),
    q(4, 'What does the professor require?', 'A letter from the clinic.', [
      'A longer essay.',
      'A phone call.',
      'A new topic.',
      'Nothing at all.',
    ]),
    q(4, 'What does the woman want?', 'More time for her essay.', [
      'A better grade.',
      'A different professor.',
      'To change the topic.',
      'To skip the class.',
    ]),
    q(4, 'When is the essay originally due?', 'On Friday.', [
      'On Monday.',
      'Today.',
      'Next month.',
      'On Sunday.',
    ]),
    q(5, 'Why can\u2019t the woman go to the coffee shop?', 'She promised to help her roommate.', [
      'She does not like coffee.',
      'She has a class.',
      'The shop is closed.',
      'She is too tired.',
    ]),
    q(5, 'What does the man suggest?', 'Trying the new menu after class.', [
      'Studying together.',
      'Moving furniture.',
      'Cooking dinner.',
      'Going shopping.',
    ]),
    q(5, 'What will the woman probably do after class?', 'Move furniture.', [
      'Drink coffee.',
      'Go home to sleep.',
      'Visit the library.',
      'Work at the shop.',
    ]),
    q(9, 'What is the problem?', 'The printer has no paper.', [
      'The computer is broken.',
      'The lab is closed.',
      'The assistant is absent.',
      'The printer is too slow.',
    ]),
    q(9, 'What will the man do?', 'Ask the lab assistant for paper.', [
      'Buy a new printer.',
      'Go home.',
      'Print at the library.',
      'Fix the printer himself.',
    ]),
    q(9, 'Where does the conversation take place?', 'In a computer lab.', [
      'In a bookstore.',
      'In a cafeteria.',
      'At a post office.',
      'In a bank.',
    ]),
    q(10, 'What does the woman suggest?', 'Forming a study group.', [
      'Asking the professor.',
      'Skipping the exam.',
      'Reading a novel.',
      'Changing courses.',
    ]),
    q(10, 'Which class are the speakers talking about?', 'Economics.', [
      'Biology.',
      'Chemistry.',
      'History.',
      'Geography.',
    ]),
    q(10, 'When will they meet?', 'On Thursday.', ['On Tuesday.', 'Tonight.', 'On Sunday.', 'Next month.']),
  ];
  const partB: DemoQuestion[] = [
    q(6, 'What is the talk mainly about?', 'How honeybees communicate.', [
      'How honey is made.',
      'Why flowers are colorful.',
      'How bees build hives.',
      'Where bees sleep.',
    ]),
    q(6, 'What does the angle of the dance show?', 'The direction of the flowers.', [
      'The number of bees.',
      'The time of day.',
      'The quality of the honey.',
      'The age of the bee.',
    ]),
    q(6, 'What does the length of the dance show?', 'The distance to the food.', [
      'The size of the hive.',
      'The kind of flower.',
      'The weather.',
      'The number of flowers.',
    ]),
    q(7, 'What is the announcement about?', 'The registration office is moving.', [
      'A new course is offered.',
      'The library is closing.',
      'A concert on campus.',
      'New student identity cards.',
    ]),
    q(7, 'Where will the office be located?', 'In the new student center.', [
      'In the library.',
      'Next to the cafeteria.',
      'In the science building.',
      'Downtown.',
    ]),
    q(7, 'What should students bring to change courses?', 'An identity card and a signed form.', [
      'Only a photograph.',
      'Their textbooks.',
      'A letter from their parents.',
      'Cash for the fee.',
    ]),
    q(8, 'About how many islands does Indonesia have?', 'More than seventeen thousand.', [
      'About one hundred and thirty.',
      'Exactly seven thousand.',
      'Fewer than one thousand.',
      'About seventy.',
    ]),
    q(8, 'Why does Indonesia have many volcanoes?', 'It lies on the Pacific Ring of Fire.', [
      'It has many islands.',
      'It is near the equator.',
      'It has a tropical climate.',
      'It has fertile soil.',
    ]),
    q(8, 'According to the lecture, what makes the soil fertile?', 'Volcanic ash.', [
      'Heavy rain.',
      'Sea water.',
      'Tropical forests.',
      'Rivers.',
    ]),
  ];
  return {
    kode: 'TOEFL Listening',
    deskripsi: 'TOEFL Listening Comprehension',
    waktu: 35,
    urutan: 5,
    toefl: 1,
    groups: [
      {
        nama: 'Part A: Short Conversations',
        deskripsi:
          '<p>Listen to each conversation. <b>Each recording can be played at most twice.</b> Then choose the best answer.</p>',
        jumlah: 10,
        soal: partA,
      },
      {
        nama: 'Part B: Talks and Lectures',
        deskripsi: '<p>Listen to each talk and answer the questions.</p>',
        jumlah: 5,
        soal: partB,
      },
    ],
  };
}
