import type { TFunction } from 'i18next';

/** `ETS(error,trend,season)` as Hyndman et al. (2008) write it; the engine names its ETS models so. */
const ETS_NAME = /^ETS\((A|M),(N|A|Ad),(N|A|M)\)$/;

/**
 * A forecasting model of the engine in the user's words: exponential smoothing by its trend and
 * seasonality with its code in brackets, the other models by their translated names, an unknown
 * name as it is.
 */
export function modelInWords(model: string, t: TFunction<'analytics'>): string {
  const ets = ETS_NAME.exec(model);
  if (ets) {
    const [, , trend, season] = ets;
    return t('predict.ets', {
      trend: t(`predict.etsTrend.${trend as 'N' | 'A' | 'Ad'}`),
      season: t(`predict.etsSeason.${season as 'N' | 'A' | 'M'}`),
      code: model,
    });
  }
  return t(`predict.models.${model}` as 'predict.models.SES', { defaultValue: model });
}
