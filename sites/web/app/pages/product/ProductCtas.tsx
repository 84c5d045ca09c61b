import { Button } from '@joognoo/ui';
import { Link } from 'react-router';
import { trackEvent } from '../../analytics';
import { productPage } from '../../content/products';

/** 'Get Free Pilot' and 'Contact Sales' (both to /contact), each sending its Product event. */
export function ProductCtas({ productName }: { productName: string }) {
  return (
    <>
      <Button
        as={Link}
        to={productPage.ctaHref}
        variant="apple"
        size="lg"
        onClick={() => trackEvent({ category: 'Product', action: 'demo_request', label: productName })}
      >
        {productPage.primaryCta}
      </Button>
      <Button
        as={Link}
        to={productPage.ctaHref}
        variant="apple-secondary"
        size="lg"
        onClick={() => trackEvent({ category: 'Product', action: 'contact_sales', label: productName })}
      >
        {productPage.secondaryCta}
      </Button>
    </>
  );
}
