import type { Migration } from 'kysely';
import * as m001 from './001-users-sessions';
import * as m002 from './002-auth';
import * as m003 from './003-content';
import * as m004 from './004-ai';
import * as m005 from './005-exam';
import * as m009 from './009-csat';
import * as m010 from './010-admin';
import * as m006 from './006-library';
import * as m007 from './007-review-queue';
import * as m013 from './013-essay';
import * as m016 from './016-news';
import * as m014 from './014-mains';
import * as m015 from './015-jobs';
import * as m011 from './011-flashcards';
import * as m017 from './017-maps';
import * as m012 from './012-interview';
import * as m018 from './018-scanner';
import * as m008 from './008-question-edits';

/** Migrations live in code, in order. Use nothing newer than Postgres 15 (CI's real server). */
export const migrations: Record<string, Migration> = {
  '001-users-sessions': m001,
  '002-auth': m002,
  '003-content': m003,
  '004-ai': m004,
  '005-exam': m005,
  '009-csat': m009,
  '010-admin': m010,
  '006-library': m006,
  '007-review-queue': m007,
  '013-essay': m013,
  '016-news': m016,
  '014-mains': m014,
  '015-jobs': m015,
  '011-flashcards': m011,
  '017-maps': m017,
  '012-interview': m012,
  '018-scanner': m018,
  '008-question-edits': m008,
};
