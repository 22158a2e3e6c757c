import { useTranslation } from '../../lib/use-translation';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { Tariff } from '../../../shared/domain/price';
import { formatMoney } from '../components/format';
import type { Json } from './template-doc';
import { centsToEuroText, parseEuroCents, splitSeconds } from './units';

/** A step as a unit of time: "Stunde", "30 Minuten", "Tag". */
function stepUnit(seconds: number, t: (k: string, o?: Json) => string): string {
  const { value, unit } = splitSeconds(seconds);
  return value === 1
    ? t(`admin.catalogue.stepUnit.one.${unit}`)
    : `${value} ${t(`admin.catalogue.stepUnit.many.${unit}`)}`;
}

/**
 * A tariff in words: the price per step, the first step's and the daily cap when set. With the
 * product's step length the step is named as time ("2,50 € je Stunde"), not as "Schritt".
 */
export function tariffText(
  tariff: Tariff,
  lang: string,
  t: (k: string, o?: Json) => string,
  stepSeconds?: number,
): string {
  const price = formatMoney(tariff.pricePerStep, lang);
  const unit = stepSeconds ? stepUnit(stepSeconds, t) : undefined;
  const parts = [
    unit ? t('admin.catalogue.perUnit', { price, unit }) : t('admin.catalogue.perStep', { price }),
  ];
  if (tariff.firstStepPrice !== undefined) {
    const first = formatMoney(tariff.firstStepPrice, lang);
    parts.push(
      unit
        ? t('admin.catalogue.firstUnit', { price: first, unit })
        : t('admin.catalogue.tariff.first', { price: first }),
    );
  }
  if (tariff.dailyCap !== undefined)
    parts.push(t('admin.catalogue.tariff.cap', { price: formatMoney(tariff.dailyCap, lang) }));
  return parts.join(', ');
}

/**
 * Euro inputs of a tariff, parsed to cents on submit ("2,50" and "2.50" alike). With the step
 * length known, the price is named by it ("Preis je Stunde"), as tariffText does.
 */
export function TariffFields({ initial, stepSeconds }: { initial?: Tariff; stepSeconds?: number }) {
  const { t, i18n } = useTranslation();
  const unit = stepSeconds ? stepUnit(stepSeconds, t) : undefined;
  const labelOf = (label: string) =>
    unit && label === 'pricePerStep'
      ? t('admin.catalogue.tariff.pricePerUnit', { unit })
      : unit && label === 'firstStepPrice'
        ? t('admin.catalogue.tariff.firstUnitPrice', { unit })
        : t(`admin.catalogue.tariff.${label}`);
  const euro = (name: string, label: string, cents?: number, required = false) => (
    <TextField
      name={name}
      label={labelOf(label)}
      defaultValue={centsToEuroText(cents, i18n.language)}
      required={required}
      helperText={t('admin.catalogue.tariff.euroHelp')}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
      {euro('pricePerStep', 'pricePerStep', initial?.pricePerStep, true)}
      {euro('firstStepPrice', 'firstStepPrice', initial?.firstStepPrice)}
      {euro('dailyCap', 'dailyCap', initial?.dailyCap)}
    </Box>
  );
}

/** The tariff of a form's TariffFields, or a message naming the bad field. */
export function readTariff(data: FormData): Tariff | string {
  const read = (k: string) => parseEuroCents(String(data.get(k) ?? ''));
  const pricePerStep = read('pricePerStep');
  const firstStepPrice = read('firstStepPrice');
  const dailyCap = read('dailyCap');
  if (pricePerStep === undefined || [pricePerStep, firstStepPrice, dailyCap].some((v) => Number.isNaN(v))) {
    return 'invalidEuro';
  }
  return {
    pricePerStep,
    ...(firstStepPrice !== undefined ? { firstStepPrice } : {}),
    ...(dailyCap !== undefined ? { dailyCap } : {}),
  };
}
