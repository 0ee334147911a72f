import common from '../en/common.json';
import errors from '../en/errors.json';
import landing from '../en/landing.json';
import auth from '../en/auth.json';
import nav from '../en/nav.json';
import shell from '../en/shell.json';
import subscription from '../en/subscription.json';
import profile from '../en/profile.json';
import studyPlan from '../en/study-plan.json';
import chat from '../en/chat.json';
import topic from '../en/topic.json';
import exam from '../en/exam.json';
import admin from '../en/admin.json';
import syllabus from '../en/syllabus.json';
import bookList from '../en/book-list.json';
import twelveMonthPlan from '../en/twelve-month-plan.json';
import dashboard from '../en/dashboard.json';
import terms from '../en/terms.json';
import essay from '../en/essay.json';
import news from '../en/news.json';
import flashcards from '../en/flashcards.json';
import maps from '../en/maps.json';
import interview from '../en/interview.json';
import scanner from '../en/scanner.json';
import mains from '../en/mains.json';

export default {
  common,
  errors,
  landing,
  auth,
  nav,
  shell,
  subscription,
  profile,
  'study-plan': studyPlan,
  chat,
  topic,
  exam,
  admin,
  syllabus,
  'book-list': bookList,
  'twelve-month-plan': twelveMonthPlan,
  dashboard,
  terms,
  essay,
  news,
  flashcards,
  maps,
  interview,
  scanner,
  mains,
};
