import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BreakProduct, SaferLimitsData, TakeProductBreakRequest } from 'shared-api-types';
import { currentLanguage } from 'shared-auth';
import { t as text, useTexts } from '../../i18n/safer/safer-texts';
import { saferLimitsQuery, takeProductBreak } from './api/safer-calls';
import { HelpSection } from './help-section';
import { localTime } from './local-time';
import { RadioChoices } from './radio-choices';
import { useLimitWrite } from './use-limit-write';
import 'shared-ui/visually-hidden.css';

type Period = TakeProductBreakRequest['Period'];

const PRODUCTS: readonly BreakProduct[] = ['Sports', 'Casino'];
export const PRODUCT_PERIODS: readonly Period[] = ['24h', '48h', '7d', '2w', '6w'];

/** "Your break from sports ends on 8 Dec 2026 15:30 IST." */
const endsText = (data: SaferLimitsData, product: BreakProduct): string | null => {
  const running = data.productBreaks.find((b) => b.product === product);
  if (!running) return null;
  const time = localTime(running.endsAt, data.timeZone, currentLanguage());
  return text(`safer.productBreakOn.${product}`, { time });
};

/** The break is taken; the page shows it at once, the toast says until when. */
const send = async (request: TakeProductBreakRequest) => {
  const { data } = await takeProductBreak(request);
  return { data, message: endsText(data, request.Product) ?? '' };
};

/**
 * A break from sports or the casino only (24 hours to 6 weeks): the product, the length, then a
 * confirmation with help. The player stays logged in; the breaks running are shown with their end.
 */
export function ProductBreakForm() {
  const t = useTexts();
  const id = useId();
  const limits = useQuery(saferLimitsQuery);
  const [product, setProduct] = useState<BreakProduct>('Sports');
  const [period, setPeriod] = useState<Period>('24h');
  const [confirming, setConfirming] = useState(false);
  const take = useLimitWrite(send);
  const data = limits.data;
  const running = data ? PRODUCTS.flatMap((p) => endsText(data, p) ?? []) : [];

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirm = () =>
    take.mutate({ Product: product, Period: period }, { onSettled: () => setConfirming(false) });
  const busy = confirming || take.isPending;
  return (
    <form className="safer-box" onSubmit={ask} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('safer.productBreak')}</h3>
      <p className="safer-note">{t('safer.productBreakRule')}</p>
      {running.length > 0 && (
        <ul className="safer-running" data-testid="product-breaks">
          {running.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <RadioChoices
        name={`${id}-product`}
        legend={<legend>{t('safer.product')}</legend>}
        options={PRODUCTS}
        value={product}
        onChange={setProduct}
        label={(p) => t(`safer.product.${p}`)}
        disabled={busy}
      />
      <RadioChoices
        name={`${id}-period`}
        legend={<legend>{t('safer.period')}</legend>}
        options={PRODUCT_PERIODS}
        value={period}
        onChange={setPeriod}
        label={(p) => t(`safer.period.${p}`)}
        disabled={busy}
      />
      {take.error && (
        <p role="alert" className="safer-error">
          {take.error.message}
        </p>
      )}
      {confirming ? (
        <div className="safer-confirm" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`}>
            {t(`safer.productBreakConfirm.${product}`, { period: t(`safer.period.${period}`) })}
          </p>
          <button
            type="button"
            className="safer-danger"
            disabled={take.isPending}
            onClick={confirm}
          >
            {t('safer.confirm')}
          </button>
          <button type="button" disabled={take.isPending} onClick={() => setConfirming(false)}>
            {t('safer.keep')}
          </button>
          <HelpSection />
        </div>
      ) : (
        <button type="submit" className="safer-danger">
          {t('safer.productBreakButton')}
        </button>
      )}
    </form>
  );
}
