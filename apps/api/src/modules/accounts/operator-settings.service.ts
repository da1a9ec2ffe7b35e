import type { Db } from '@tranche/db';
import {
  DEFAULT_SELF_ASSESSMENT_THRESHOLDS,
  type SelfAssessmentThresholds,
  selfAssessmentThresholdsSchema,
} from '@tranche/domain';
import { findOperatorSetting, saveOperatorSetting } from './operator-settings.repo';

const THRESHOLDS_KEY = 'self-assessment-thresholds';

/** The operator's self-assessment thresholds, or the documented defaults. */
export async function getThresholds(db: Db): Promise<SelfAssessmentThresholds> {
  const parsed = selfAssessmentThresholdsSchema.safeParse(await findOperatorSetting(db, THRESHOLDS_KEY));
  return parsed.success ? parsed.data : DEFAULT_SELF_ASSESSMENT_THRESHOLDS;
}

export async function setThresholds(
  db: Db,
  patch: Partial<SelfAssessmentThresholds>,
  by: string,
): Promise<SelfAssessmentThresholds> {
  const value = selfAssessmentThresholdsSchema.parse({ ...(await getThresholds(db)), ...patch });
  await saveOperatorSetting(db, THRESHOLDS_KEY, value, by);
  return value;
}
