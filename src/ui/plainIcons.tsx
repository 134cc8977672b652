/** The few icons of the pages drawn without MUI (src/ui/plain.css), as line drawings. */
const Icon = ({ d }: { d: string }) => (
  <svg className="p-icon" viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={d} />
  </svg>
);

const EYE = 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z';
export const EyeIcon = () => <Icon d={EYE} />;
export const EyeOffIcon = () => <Icon d={`${EYE}M3 3l18 18`} />;
export const ErrorIcon = () => <Icon d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 7v6M12 16.5v.5" />;
export const SuccessIcon = () => <Icon d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM7.5 12.5l3 3 6-6.5" />;
