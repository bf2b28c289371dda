import { ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useMediaQuery } from 'shared-ui/media-query';
import { useTexts } from '../i18n/texts';

/** react-toastify's close button with a name in the player's language (its own says "close"). */
function CloseToast({ closeToast, theme }: CloseButtonProps) {
  const t = useTexts();
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={t('toasts.close')}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** The header's phone layout (header.css): there a notice at the top would cover the money and Logout. */
const PHONE = '(max-width: 599px)';

/**
 * Loaded with the logged-in shell or by the first toast (docs/performance.md). Top right, on a
 * phone at the bottom (issue 41.6).
 */
export default function Toasts() {
  const t = useTexts();
  const phone = useMediaQuery(PHONE);
  return (
    <ToastContainer
      position={phone ? 'bottom-center' : 'top-right'}
      newestOnTop
      aria-label={t('toasts.label')}
      closeButton={CloseToast}
    />
  );
}
