/**
 * What a checklist's detail shows besides its summary, as json of the checklist row (for
 * summaryQuery): the shares with their colleagues, the items, the comments and the last finished
 * periods. Each builds the API's objects in the API's field order; times as isoTimeSql gives them
 * (Date.toISOString() of the driver's Date) and people as personJson, null for a deleted user.
 */
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { checklistLimits } from '../../../common/checklist-constants.js';
import type { Person } from '../../../common/schemas/ad-accounts.js';
import type { ChecklistComment, ChecklistItem, ChecklistRun, ChecklistShare } from '../../../common/schemas/checklists.js';
import { mentionsJson } from '../mentions/mentions.js';
import { checklistComments, checklistItems, checklistRuns, checklistShares, checklists, users } from '../../db/schema/index.js';
import { personJson } from '../../lib/people.js';
import { isoTimeSql } from '../../lib/sql-time.js';

const sharedWith = alias(users, 'shared_with');
const completer = alias(users, 'completer');
const commenter = alias(users, 'commenter');
const entryCompleter = alias(users, 'entry_completer');
const run = alias(checklistRuns, 'run');

/** A share with its colleague (null only if the user row were gone), oldest first (ties by user). */
type ShareWithPerson = Omit<ChecklistShare, 'user'> & { user: Person | null };

export const sharesOfChecklist = sql<ShareWithPerson[]>`coalesce((
  select json_agg(json_build_object('checklistId', ${checklistShares.checklistId}, 'userId', ${checklistShares.sharedWithUserId},
      'user', ${personJson(sharedWith)}, 'adAccount', ${checklistShares.adAccount}, 'createdBy', ${checklistShares.createdBy},
      'isAdmin', ${checklistShares.isAdmin}, 'canEdit', ${checklistShares.canEdit})
    order by ${checklistShares.createdAt}, ${checklistShares.sharedWithUserId})
  from ${checklistShares} left join ${users} ${sharedWith} on ${sharedWith.id} = ${checklistShares.sharedWithUserId}
  where ${checklistShares.checklistId} = ${checklists.id}), '[]'::json)`;

/** The items in their order (ties by id). */
export const itemsOfChecklist = sql<ChecklistItem[]>`coalesce((
  select json_agg(json_build_object('id', ${checklistItems.id}, 'checklistId', ${checklistItems.checklistId}, 'content', ${checklistItems.content},
      'order', ${checklistItems.order}, 'isCompleted', ${checklistItems.isCompleted}, 'completedAt', ${isoTimeSql(checklistItems.completedAt)},
      'completedBy', ${personJson(completer)})
    order by ${checklistItems.order}, ${checklistItems.id})
  from ${checklistItems} left join ${users} ${completer} on ${completer.id} = ${checklistItems.completedBy}
  where ${checklistItems.checklistId} = ${checklists.id}), '[]'::json)`;

/** The comments, oldest first (ties by id). */
export const commentsOfChecklist = sql<ChecklistComment[]>`coalesce((
  select json_agg(json_build_object('id', ${checklistComments.id}, 'checklistId', ${checklistComments.checklistId}, 'content', ${checklistComments.content},
      'createdAt', ${isoTimeSql(checklistComments.createdAt)}, 'editedAt', ${isoTimeSql(checklistComments.editedAt)},
      'mentions', ${mentionsJson('checklist', checklistComments.id, checklistComments.content)}, 'user', ${personJson(commenter)})
    order by ${checklistComments.createdAt}, ${checklistComments.id})
  from ${checklistComments} left join ${users} ${commenter} on ${commenter.id} = ${checklistComments.userId}
  where ${checklistComments.checklistId} = ${checklists.id}), '[]'::json)`;

/** A finished period's entries as stored, each with the colleague who ticked it. */
const entriesOfRun = sql`coalesce((
  select json_agg(json_build_object('itemId', entry.value -> 'itemId', 'content', entry.value -> 'content',
      'completedAt', entry.value -> 'completedAt', 'completedBy', ${personJson(entryCompleter)})
    order by entry.n)
  from jsonb_array_elements(${run.entries}) with ordinality as entry(value, n)
  left join ${users} ${entryCompleter} on ${entryCompleter.id} = (entry.value ->> 'completedBy')::uuid), '[]'::json)`;

/** The last `historyShown` finished periods, newest first (ties by id). */
export const historyOfChecklist = sql<ChecklistRun[]>`coalesce((
  select json_agg(json_build_object('id', ${run.id}, 'periodStart', ${isoTimeSql(run.periodStart)}, 'periodEnd', ${isoTimeSql(run.periodEnd)},
      'itemCount', ${run.itemCount}, 'doneCount', ${run.doneCount}, 'completedAt', ${isoTimeSql(run.completedAt)}, 'entries', ${entriesOfRun})
    order by ${run.periodEnd} desc, ${run.id} desc)
  from (
    select * from ${checklistRuns}
    where ${checklistRuns.checklistId} = ${checklists.id}
    order by ${checklistRuns.periodEnd} desc, ${checklistRuns.id} desc
    limit ${sql.raw(String(checklistLimits.historyShown))}
  ) ${run}), '[]'::json)`;
