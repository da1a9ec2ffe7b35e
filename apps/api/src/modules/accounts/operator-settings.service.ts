import { type Db, schema } from '@tranche/db';
import {
  DEFAULT_SELF_ASSESSMENT_THRESHOLDS,
  type SelfAssessmentThresholds,
  selfAssessmentThresholdsSchema,
} from '@tranche/domain';
import { eq, sql } from 'drizzle-orm';

const THRESHOLDS_KEY = 'self-assessment-thresholds';

/** The operator's self-assessment thresholds, or the documented defaults. */
export async function getThresholds(db: Db): Promise<SelfAssessmentThresholds> {
  const [row] = await db
    .select({ value: schema.operatorSettings.value })
    .from(schema.operatorSettings)
    .where(eq(schema.operatorSettings.key, THRESHOLDS_KEY));
  const parsed = selfAssessmentThresholdsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_SELF_ASSESSMENT_THRESHOLDS;
}

export async function setThresholds(
  db: Db,
  patch: Partial<SelfAssessmentThresholds>,
  by: string,
): Promise<SelfAssessmentThresholds> {
  const value = selfAssessmentThresholdsSchema.parse({ ...(await getThresholds(db)), ...patch });
  await db
    .insert(schema.operatorSettings)
    .values({ key: THRESHOLDS_KEY, value, updatedBy: by })
    .onConflictDoUpdate({
      target: schema.operatorSettings.key,
      set: { value, updatedBy: by, updatedAt: sql`now()` },
    });
  return value;
}
