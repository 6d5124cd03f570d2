import { describe, expect, it } from 'vitest';
import {
  closeTransition,
  dismissTransition,
  initialLeadPopupState,
  isLeadPopupOpen,
  openLeadFormTransition,
  openTransition,
} from '../../src/browser/stores/lead-popup';

describe('lead popup store (docs/product-rules.md §4)', () => {
  it('starts closed, without data', () => {
    const s = initialLeadPopupState();
    expect(s).toEqual({ showPopup: false, showLeadForm: false, fromLead: false, tel: '' });
    expect(isLeadPopupOpen(s)).toBe(false);
  });

  it('stores fromLead and tel when opened with data, and resets them when opened without', () => {
    const s = initialLeadPopupState();
    openTransition(s, { fromLead: true, tel: '91234567' });
    expect(s).toMatchObject({ showPopup: true, fromLead: true, tel: '91234567' });
    expect(isLeadPopupOpen(s)).toBe(true);
    closeTransition(s);
    expect(isLeadPopupOpen(s)).toBe(false);
    openTransition(s, { tel: '61234567' });
    expect(s).toMatchObject({ showPopup: true, fromLead: false, tel: '61234567' });
    closeTransition(s);
    openTransition(s);
    expect(s).toMatchObject({ showPopup: true, fromLead: false, tel: '' });
  });

  it('shows the popup for the ?form flag; closing then only clears that flag', () => {
    const s = initialLeadPopupState();
    openLeadFormTransition(s);
    expect(isLeadPopupOpen(s)).toBe(true);
    expect(s.showPopup).toBe(false);
    closeTransition(s);
    expect(s).toMatchObject({ showPopup: false, showLeadForm: false });
    expect(isLeadPopupOpen(s)).toBe(false);
  });

  it('keeps the popup open when it was also opened: the first close clears only the form flag', () => {
    const s = initialLeadPopupState();
    openTransition(s);
    openLeadFormTransition(s);
    closeTransition(s);
    expect(s).toMatchObject({ showPopup: true, showLeadForm: false });
    expect(isLeadPopupOpen(s)).toBe(true);
    closeTransition(s);
    expect(isLeadPopupOpen(s)).toBe(false);
  });

  it('dismissing (its code could not be fetched) closes it in one step, whatever opened it', () => {
    const s = initialLeadPopupState();
    openTransition(s, { fromLead: true, tel: '91234567' });
    openLeadFormTransition(s);
    dismissTransition(s);
    expect(isLeadPopupOpen(s)).toBe(false);
    expect(s).toEqual({ showPopup: false, showLeadForm: false, fromLead: false, tel: '' });
  });
});
