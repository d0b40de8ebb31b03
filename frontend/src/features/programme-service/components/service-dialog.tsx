import {
  Body1,
  Button,
  Carousel,
  CarouselCard,
  CarouselNav,
  CarouselNavButton,
  CarouselNavContainer,
  CarouselSlider,
  CarouselViewport,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { SERVICE_IMAGES } from '@portail/common';
import { useT } from '../../../i18n/use-t';
import { dataUrlOf, useBenefitImage } from '../api/benefit';
import type { Benefit } from '../benefits';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(680px, 95vw)' },
  carousel: { width: '600px', maxWidth: '100%' },
  slide: {
    // The images are 600 × 300: the frame keeps that ratio on narrow screens.
    aspectRatio: '2 / 1',
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    textAlign: 'center',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  image: { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1', objectFit: 'contain', borderRadius: tokens.borderRadiusLarge },
});

/**
 * One slide: the image from GET /api/files/avantage, its alt text the sentence it shows. While it loads,
 * or if it cannot be loaded, the same sentence is shown as text so that nothing is lost.
 */
function ServiceSlide({ fileName, alt, text }: { fileName: string; alt: string; text: string }) {
  const styles = useStyles();
  const t = useT();
  const { data, error } = useBenefitImage(fileName);
  if (data) return <img className={styles.image} src={dataUrlOf(data)} alt={alt} width={600} height={300} />;
  return (
    <div className={styles.slide} role="img" aria-label={alt} aria-busy={!error}>
      {error ? <Body1>{t('service.image-error')}</Body1> : <Spinner size="small" />}
      <Body1 aria-hidden>{text}</Body1>
    </div>
  );
}

interface ServiceDialogProps {
  benefit: Benefit | null;
  onClose: () => void;
}

/**
 * Payable service details with its images in a 600 px carousel (spec §9). Keyboard: Tab reaches the
 * previous/next buttons and the slide buttons (arrow keys move between those), Enter or Space acts.
 */
export function ServiceDialog({ benefit, onClose }: ServiceDialogProps) {
  const styles = useStyles();
  const t = useT();
  const images = benefit?.code ? SERVICE_IMAGES[benefit.code] : [];
  const name = benefit ? t(benefit.name) : '';
  return (
    <Dialog open={benefit !== null} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{name}</DialogTitle>
          <DialogContent>
            {benefit && <Body1 as="p">{t(benefit.text)}</Body1>}
            <Carousel className={styles.carousel} groupSize={1} circular announcement={(index, count) => t('service.slide', { index: index + 1, count })}>
              <CarouselViewport>
                <CarouselSlider>
                  {images.map((image, i) => (
                    <CarouselCard key={image.fileName} aria-label={t('service.slide', { index: i + 1, count: images.length })}>
                      <ServiceSlide fileName={image.fileName} text={t(image.text)} alt={t('service.image-alt', { name, text: t(image.text) })} />
                    </CarouselCard>
                  ))}
                </CarouselSlider>
              </CarouselViewport>
              <CarouselNavContainer layout="inline" prev={{ 'aria-label': t('service.previous') }} next={{ 'aria-label': t('service.next') }}>
                <CarouselNav>{(index) => <CarouselNavButton aria-label={t('service.go-to', { index: index + 1 })} />}</CarouselNav>
              </CarouselNavContainer>
            </Carousel>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('app.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
