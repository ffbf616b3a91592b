import type { VideoParseResult } from '@dubkit/sdk-core';
import { Button, CopyButton, Input, Textarea } from '@dubkit/ui';
import { useId } from 'react';
import { format } from '../../shared/format';
import { RefreshIcon } from '../../shared/icons';
import { useVideoExtract, type VideoExtractState } from './useVideoExtract';
import * as styles from './VideoExtract.css';

export interface VideoExtractProps {
  className?: string;
}

/** Video extraction (/aitools/rwm): parse a share link behind a captcha; copy the video, image and cover addresses. */
export function VideoExtract({ className }: VideoExtractProps) {
  const state = useVideoExtract();
  return <VideoExtractView {...state} className={className} />;
}

export interface VideoExtractViewProps extends VideoExtractState {
  className?: string;
}

function CaptchaImage({ state }: { state: VideoExtractState }) {
  const { messages } = state;
  return (
    // The spec's click-to-refresh image; the visible 换一张 beside it says so.
    <button
      type="button"
      className={styles.captchaImage}
      onClick={state.refreshCaptcha}
      aria-label={state.captchaStatus === 'error' ? messages.rwmCaptchaFailed : messages.rwmCaptchaImage}
      aria-busy={state.captchaStatus === 'loading'}
      data-status={state.captchaStatus}
    >
      {state.captchaImage && state.captchaStatus !== 'error' ? (
        <img src={state.captchaImage} alt="" />
      ) : (
        <span className={styles.captchaText} aria-hidden="true">
          {state.captchaStatus === 'error' ? messages.rwmCaptchaFailed : messages.rwmCaptchaLoading}
        </span>
      )}
    </button>
  );
}

function AddressRow({
  label,
  url,
  copyLabel,
  state,
}: {
  label: string;
  url: string;
  copyLabel: string;
  state: VideoExtractState;
}) {
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>
        <a
          className={styles.url}
          href={url}
          title={url}
          target="_blank"
          rel="noreferrer noopener"
          referrerPolicy="no-referrer"
        >
          {url}
        </a>
        <CopyButton size="sm" text={url} messages={state.copyMessages} aria-label={copyLabel}>
          {state.messages.rwmCopy}
        </CopyButton>
      </dd>
    </div>
  );
}

function Result({ state, result }: { state: VideoExtractState; result: VideoParseResult }) {
  const { messages } = state;
  const headingId = useId();
  const isVideo = result.mediaType === 1 && result.video;
  return (
    <section className={styles.result} aria-labelledby={headingId} data-media={isVideo ? 'video' : 'images'}>
      <h3 id={headingId} ref={state.resultHeading} tabIndex={-1} className={styles.resultTitle}>
        {messages.rwmResult}
      </h3>
      <div className={styles.resultBody}>
        <div className={styles.media_}>
          {isVideo && result.video ? (
            // biome-ignore lint/a11y/useMediaCaption: a third party's video, parsed from its link; no captions exist for it.
            <video
              className={styles.video}
              src={result.video.url}
              poster={result.cover || undefined}
              controls
              playsInline
              preload="none"
              aria-label={result.title || messages.rwmVideo}
            />
          ) : (
            <figure className={styles.gallery}>
              <figcaption className={styles.galleryCaption}>
                {format(messages.rwmImages, { count: result.image.length })}
              </figcaption>
              <ul className={styles.images}>
                {result.image.map((url, index) => (
                  <li key={url} className={styles.imageItem}>
                    <a href={url} target="_blank" rel="noreferrer noopener" referrerPolicy="no-referrer">
                      <img
                        className={styles.image}
                        src={url}
                        alt={format(messages.rwmImageAlt, { index: index + 1 })}
                        loading="lazy"
                        referrerPolicy="no-referrer"
                      />
                    </a>
                    <CopyButton
                      size="sm"
                      block
                      text={url}
                      messages={state.copyMessages}
                      aria-label={format(messages.rwmCopyImage, { index: index + 1 })}
                    >
                      {messages.rwmCopy}
                    </CopyButton>
                  </li>
                ))}
              </ul>
            </figure>
          )}
        </div>
        <dl className={styles.details}>
          <div className={styles.row}>
            <dt className={styles.term}>{messages.rwmResultTitle}</dt>
            <dd className={styles.value}>{result.title}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{messages.rwmAuthor}</dt>
            <dd className={styles.value}>
              {result.avatar && (
                <img className={styles.avatar} src={result.avatar} alt="" referrerPolicy="no-referrer" />
              )}
              <span>{result.author}</span>
            </dd>
          </div>
          {result.cover && (
            <AddressRow label={messages.rwmCover} url={result.cover} copyLabel={messages.rwmCopyCover} state={state} />
          )}
          {state.size && (
            <div className={styles.row}>
              <dt className={styles.term}>{messages.rwmSize}</dt>
              <dd className={styles.value}>{format(messages.rwmSizeValue, state.size)}</dd>
            </div>
          )}
          {isVideo && result.video && (
            <AddressRow
              label={messages.rwmVideoUrl}
              url={result.video.url}
              copyLabel={messages.rwmCopyVideo}
              state={state}
            />
          )}
          {result.music && (
            <AddressRow label={messages.rwmMusic} url={result.music} copyLabel={messages.rwmCopyMusic} state={state} />
          )}
        </dl>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={state.back}>
          {messages.rwmBack}
        </Button>
      </div>
    </section>
  );
}

/** The view of VideoExtract: its copy, state and actions come as props from the widget. */
export function VideoExtractView({ className, ...state }: VideoExtractViewProps) {
  const { messages } = state;
  const titleId = useId();
  const disclaimerId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={disclaimerId}
      data-state={state.result ? 'result' : state.parsing ? 'parsing' : 'form'}
    >
      <h2 id={titleId} className={styles.title}>
        {messages.rwmTitle}
      </h2>
      {state.result ? (
        <Result state={state} result={state.result} />
      ) : (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            state.parse();
          }}
        >
          <Textarea
            ref={state.shareBox}
            label={messages.rwmShareLabel}
            placeholder={messages.rwmSharePlaceholder}
            value={state.text}
            onChange={state.setText}
            maxLength={state.maxLength}
            rows={5}
            errorMessage={state.errors.shareUrl}
            description={state.parsedUrl ? format(messages.rwmParsedUrl, { url: state.parsedUrl }) : undefined}
          />
          <div className={styles.captchaRow}>
            <Input
              className={styles.captchaInput}
              size="lg"
              label={messages.rwmCaptchaLabel}
              placeholder={messages.rwmCaptchaPlaceholder}
              value={state.captcha}
              onChange={state.setCaptcha}
              errorMessage={state.errors.captcha}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
            />
            <div className={styles.captchaSide}>
              <CaptchaImage state={state} />
              <button type="button" className={styles.captchaRefresh} onClick={state.refreshCaptcha}>
                <RefreshIcon />
                {messages.rwmCaptchaRefresh}
              </button>
            </div>
          </div>
          <div className={styles.actions}>
            <Button type="submit" loading={state.parsing}>
              {messages.rwmStart}
            </Button>
          </div>
        </form>
      )}
      <p id={disclaimerId} className={styles.disclaimer}>
        {messages.rwmDisclaimer}
      </p>
    </section>
  );
}
