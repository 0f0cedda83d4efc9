/**
 * Photo and video uploads: a file input, the upload's progress, the
 * server's French refusal as it comes (wrong type, too big), and on success
 * the new file shown at once (the advisor the server answers).
 */
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { assetUrl } from '../../widgets/console-kit';
import type { ConsoleAdvisor } from '../../contract/schemas/console/advisors';
import { uploadMedia } from '../api/advisors';
import buttons from '../components/button.module.css';
import { ErrorMessage, SuccessMessage } from '../components/feedback';
import { formStyles } from '../components/field';
import { Panel } from '../components/panel';
import page from '../components/page.module.css';
import { ADVISOR_TEXTS } from '../texts';
import { photoUrl } from './advisor-photo-url';
import styles from './media-upload.module.css';

/** An uploaded file's address names its content (server/media): a new file is a new address, never a stale copy from the cache. */
export function MediaPanel({ advisor, onUploaded }: { advisor: ConsoleAdvisor; onUploaded(advisor: ConsoleAdvisor): void }) {
  const video = assetUrl('', advisor.video);
  return (
    <Panel title={ADVISOR_TEXTS.media}>
      <div className={styles.media}>
        <Upload advisor={advisor} kind="photo" onUploaded={onUploaded}>
          <img className={styles.current} src={photoUrl(advisor)} alt={ADVISOR_TEXTS.currentPhoto(advisor.first_name)} width={160} height={200} />
        </Upload>
        <Upload advisor={advisor} kind="video" onUploaded={onUploaded}>
          {video ? (
            <video className={styles.video} src={video} controls preload="metadata" aria-label={ADVISOR_TEXTS.currentVideo(advisor.first_name)} />
          ) : (
            <p className={page.muted}>{ADVISOR_TEXTS.noVideo}</p>
          )}
        </Upload>
      </div>
    </Panel>
  );
}

function Upload({ advisor, kind, onUploaded, children }: { advisor: ConsoleAdvisor; kind: 'photo' | 'video'; onUploaded(advisor: ConsoleAdvisor): void; children: ReactNode }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const photo = kind === 'photo';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const file = input.current?.files?.[0];
    setDone('');
    if (!file) {
      setError(ADVISOR_TEXTS.chooseFile);
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setError(null);
    setProgress(0);
    uploadMedia(advisor.id, kind, file, setProgress).then(
      ({ advisor: updated }) => {
        setProgress(null);
        setDone(ADVISOR_TEXTS.uploaded);
        if (input.current) input.current.value = '';
        onUploaded(updated);
      },
      (failure: unknown) => {
        setProgress(null);
        setError(failure instanceof Error ? failure.message : String(failure));
        requestAnimationFrame(() => alert.current?.focus());
      },
    );
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <form className={styles.upload} onSubmit={onSubmit} noValidate aria-busy={progress !== null || undefined}>
      {children}
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={`${id}file`}>
          {photo ? ADVISOR_TEXTS.photoInput : ADVISOR_TEXTS.videoInput}
        </label>
        <input
          ref={input}
          id={`${id}file`}
          className={styles.file}
          type="file"
          name="file"
          accept={photo ? 'image/jpeg,image/png,image/webp,image/avif' : 'video/mp4,video/webm'}
          aria-describedby={`${id}hint`}
          onChange={() => {
            setError(null);
            setDone('');
          }}
        />
        <p className={formStyles.hint} id={`${id}hint`}>
          {photo ? ADVISOR_TEXTS.photoHint : ADVISOR_TEXTS.videoHint}
        </p>
      </div>
      {progress !== null && (
        <>
          <progress className={styles.progress} max={100} value={percent} aria-labelledby={`${id}progress`} />
          <p id={`${id}progress`} role="status">
            {ADVISOR_TEXTS.uploading(percent)}
          </p>
        </>
      )}
      {error && <ErrorMessage ref={alert}>{error}</ErrorMessage>}
      <SuccessMessage>{done}</SuccessMessage>
      <div className={formStyles.actions}>
        <button type="submit" className={`${buttons.button} ${buttons.primary}`} aria-disabled={progress !== null || undefined}>
          {photo ? ADVISOR_TEXTS.uploadPhoto : ADVISOR_TEXTS.uploadVideo}
        </button>
      </div>
    </form>
  );
}
