import { describe, expect, it } from 'vitest';
import { linkLanguage, newsletterLinkCopy } from './newsletter-copy.server';

describe('the newsletter link pages', () => {
  it('speak English, word for word as before, when the link names no language or one that is not shipped', () => {
    for (const url of ['https://joognoo.example/newsletter/confirm?token=x', 'https://joognoo.example/newsletter/confirm?token=x&lang=de-DE', 'https://joognoo.example/newsletter/confirm?token=x&lang=%3Cb%3E']) {
      expect(linkLanguage(new URL(url))).toEqual({ locale: 'en', dir: 'ltr' });
    }
    expect(newsletterLinkCopy('confirm', 'en')).toEqual({
      meta: { title: 'Confirm your newsletter subscription', description: 'Confirm your subscription to the Joognoo newsletter.' },
      ask: {
        heading: 'Confirm your subscription',
        intro: 'One more step: press the button to confirm that you want to receive the Joognoo newsletter.',
        button: 'Confirm subscription',
      },
      done: {
        heading: 'Subscription confirmed',
        intro: 'Thank you! You will now receive the Joognoo newsletter. Every e-mail has a link to unsubscribe.',
      },
      invalid: {
        heading: 'This link has expired or was already used',
        intro: 'Confirmation links work once, for 7 days. Sign up again below and we will send you a new one.',
      },
      failed: 'Something went wrong. Please try again.',
      back: { label: 'Read the blog', to: '/blog' },
    });
    expect(newsletterLinkCopy('unsubscribe', 'en')).toEqual({
      meta: { title: 'Unsubscribe from the newsletter', description: 'Unsubscribe from the Joognoo newsletter.' },
      ask: {
        heading: 'Unsubscribe from the newsletter',
        intro: 'Press the button and we will stop sending you the Joognoo newsletter.',
        button: 'Unsubscribe',
      },
      done: {
        heading: 'You have been unsubscribed',
        intro: 'You will receive no more newsletter e-mails from Joognoo. Changed your mind? You can subscribe again at any time on our blog.',
      },
      invalid: {
        heading: 'This unsubscribe link is not valid',
        intro: 'Please use the unsubscribe link of your latest newsletter e-mail, or contact us and we will remove your address.',
      },
      failed: 'Something went wrong. Please try again.',
      back: { label: 'Back to the home page', to: '/' },
    });
  });

  it("speak the link's language, right to left for Arabic", () => {
    expect(linkLanguage(new URL('https://joognoo.example/newsletter/confirm?token=x&lang=ar'))).toEqual({ locale: 'ar', dir: 'rtl' });
    expect(linkLanguage(new URL('https://joognoo.example/newsletter/unsubscribe?token=x&lang=zh-Hans-CN'))).toEqual({ locale: 'zh', dir: 'ltr' });
    const arabic = newsletterLinkCopy('confirm', 'ar');
    expect(arabic.ask).toEqual({
      heading: 'أكّد اشتراكك',
      intro: 'خطوة أخيرة: اضغط الزر لتأكيد رغبتك في تلقي النشرة الإخبارية لـ Joognoo.',
      button: 'تأكيد الاشتراك',
    });
    expect(arabic.invalid.intro).toBe('تعمل روابط التأكيد مرة واحدة، لمدة 7 أيام. اشترك مرة أخرى أدناه وسنرسل إليك رابطًا جديدًا.');
    expect(arabic.back).toEqual({ label: 'اقرأ المدونة', to: '/blog' });
    expect(newsletterLinkCopy('unsubscribe', 'ms').done.heading).toBe('Anda telah berhenti melanggan');
    expect(newsletterLinkCopy('unsubscribe', 'hi').ask.button).toBe('सदस्यता छोड़ें');
  });
});
