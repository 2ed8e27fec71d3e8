import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { kycChecks, kycStates } from '../../db/schema/kyc';
import { investmentProfiles } from '../../db/schema/portfolio';
import { restrictedCountries } from '../../db/schema/reference-data';
import {
  clientContactInfo,
  clientFinancialInfo,
  clientKnowledgeAnswers,
  clientPersonalInfo,
} from '../../db/schema/registration';
import { clientApplications, creditChecks } from '../../db/schema/review';
import { findModelPortfolio } from '../investment-profile/investment-profile.repository';
import { applicationSearchCondition } from './application-search';

/** The latest face-match score of each client (a correlated subquery keeps the list one query). */
const lastScore = sql<
  string | null
>`(select ${kycChecks.score} from ${kycChecks} where ${kycChecks.clientId} = ${clients.clientId} order by ${kycChecks.id} desc limit 1)`;

/** The client's nationality or address country is on the active restricted list. */
const restricted = sql<
  boolean | null
>`case when ${clientPersonalInfo.clientId} is null and ${clientContactInfo.clientId} is null then null else exists (select 1 from ${restrictedCountries} where ${restrictedCountries.active} and ${restrictedCountries.code} in (${clientPersonalInfo.country}, ${clientContactInfo.country})) end`;

const summaryColumns = {
  clientId: clients.clientId,
  emailAddress: clients.emailAddress,
  givenName: clients.givenName,
  surName: clients.surName,
  status: clients.status,
  currentStep: clients.currentStep,
  submittedAt: clientApplications.submittedAt,
  kycPassed: kycStates.passed,
  faceMatchScore: lastScore,
  isPep: clientPersonalInfo.isPep,
  restrictedCountry: restricted,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(clients)
    .leftJoin(clientApplications, eq(clientApplications.clientId, clients.clientId))
    .leftJoin(kycStates, eq(kycStates.clientId, clients.clientId))
    .leftJoin(clientPersonalInfo, eq(clientPersonalInfo.clientId, clients.clientId))
    .leftJoin(clientContactInfo, eq(clientContactInfo.clientId, clients.clientId));
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/**
 * PENDING first (oldest submission first), then the rest by newest submission, then newest client. `q` searches
 * name, e-mail, ID and mobile number (see application-search.ts); `total` counts every match.
 */
export async function listApplications(
  db: Db,
  filter: { statuses: readonly string[]; q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = and(inArray(clients.status, [...filter.statuses]), applicationSearchCondition(filter.q));
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(
      sql`case when ${clients.status} = 'PENDING' then 0 else 1 end`,
      sql`case when ${clients.status} = 'PENDING' then ${clientApplications.submittedAt} end asc nulls last`,
      sql`${clientApplications.submittedAt} desc nulls last`,
      desc(clients.clientId),
    )
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .leftJoin(clientPersonalInfo, eq(clientPersonalInfo.clientId, clients.clientId))
    .where(where);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findApplication(db: Db, clientId: number) {
  const [summary] = await summaryQuery(db).where(eq(clients.clientId, clientId));
  if (!summary) return undefined;
  const [client] = await db.select().from(clients).where(eq(clients.clientId, clientId));
  const [personal] = await db.select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, clientId));
  const [contact] = await db.select().from(clientContactInfo).where(eq(clientContactInfo.clientId, clientId));
  const [application] = await db.select().from(clientApplications).where(eq(clientApplications.clientId, clientId));
  const [kyc] = await db.select().from(kycStates).where(eq(kycStates.clientId, clientId));
  const [lastCheck] = await db
    .select()
    .from(kycChecks)
    .where(eq(kycChecks.clientId, clientId))
    .orderBy(desc(kycChecks.id))
    .limit(1);
  const [financial] = await db.select().from(clientFinancialInfo).where(eq(clientFinancialInfo.clientId, clientId));
  const [knowledge] = await db
    .select()
    .from(clientKnowledgeAnswers)
    .where(eq(clientKnowledgeAnswers.clientId, clientId));
  const [profile] = await db.select().from(investmentProfiles).where(eq(investmentProfiles.clientId, clientId));
  const portfolio = profile ? await findModelPortfolio(db, profile.riskLevel) : undefined;
  const bureau = await latestCreditCheck(db, clientId);
  return {
    summary,
    client: client!,
    personal,
    contact,
    financial,
    knowledge,
    application,
    kyc,
    lastCheck,
    profile,
    portfolio,
    bureau,
  };
}

/** The client's most recent credit-bureau check, if any. */
export async function latestCreditCheck(db: Pick<Db, 'select'>, clientId: number) {
  const [row] = await db
    .select()
    .from(creditChecks)
    .where(eq(creditChecks.clientId, clientId))
    .orderBy(desc(creditChecks.id))
    .limit(1);
  return row;
}

export type FoundApplication = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Whether a client record exists (a decision on an unknown id answers 404, not 409). */
export async function clientExists(db: Pick<Db, 'select'>, clientId: number): Promise<boolean> {
  const [row] = await db.select({ id: clients.clientId }).from(clients).where(eq(clients.clientId, clientId));
  return Boolean(row);
}

/** The e-mail and given name of a client, to write to them about a decision. */
export async function clientAddressee(db: Pick<Db, 'select'>, clientId: number) {
  const [row] = await db
    .select({ emailAddress: clients.emailAddress, givenName: clients.givenName, language: clients.language })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  return row;
}

export async function recordDecision(
  db: Pick<Db, 'insert'>,
  values: { clientId: number; decision: 'APPROVE' | 'REJECT'; reason: string | null; decidedBy: string; at: Date },
): Promise<void> {
  await db
    .insert(clientApplications)
    .values({
      clientId: values.clientId,
      submittedAt: values.at,
      decision: values.decision,
      reason: values.reason,
      decidedBy: values.decidedBy,
      decidedAt: values.at,
    })
    .onConflictDoUpdate({
      target: clientApplications.clientId,
      set: { decision: values.decision, reason: values.reason, decidedBy: values.decidedBy, decidedAt: values.at },
    });
}

export async function insertCreditCheck(db: Db, values: typeof creditChecks.$inferInsert) {
  const [row] = await db.insert(creditChecks).values(values).returning();
  return row!;
}

export async function personalForBureau(db: Db, clientId: number) {
  const [row] = await db
    .select({
      givenName: clients.givenName,
      surName: clients.surName,
      nric: clientPersonalInfo.nric,
      dob: clientPersonalInfo.dob,
    })
    .from(clients)
    .leftJoin(clientPersonalInfo, eq(clientPersonalInfo.clientId, clients.clientId))
    .where(eq(clients.clientId, clientId));
  return row;
}
