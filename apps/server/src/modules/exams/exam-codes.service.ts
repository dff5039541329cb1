/**
 * An exam's kode_ujian is unique across exams and materi: what the materi module checks when it
 * names one (its query in exams.repository). Apart from exams.service, which imports materi.
 */
export { examKodeTaken } from './exams.repository';
