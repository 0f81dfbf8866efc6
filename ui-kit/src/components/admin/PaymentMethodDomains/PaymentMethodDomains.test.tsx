import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itHasNoAxeViolations } from '../../../test/a11y.js';
import * as stories from './PaymentMethodDomains.stories.js';

const all = composeStories(stories);
const { Registered, Pending, SandboxNoWallets, Failed, TurnedOff, Empty, InEnglish } = all;

describe('PaymentMethodDomains', () => {
  it('says in Korean which domains are registered, with the wallets there, and why localhost is not', () => {
    render(<Registered />);
    const [registered, local] = screen.getAllByRole('listitem');
    expect(registered).toHaveTextContent('smithco.co.nz');
    expect(registered).toHaveTextContent('등록됨');
    expect(registered).toHaveTextContent('지갑: Apple Pay, Google Pay, Link');
    expect(local).toHaveTextContent('등록할 수 없음');
    expect(local).toHaveTextContent('A local or reserved name cannot be registered.');
    expect(local).not.toHaveTextContent('지갑');
  });

  it('words each state in English', () => {
    render(<InEnglish />);
    expect(screen.getByText('Registered')).toBeVisible();
    expect(screen.getByText('Wallets: Apple Pay, Google Pay, Link')).toBeVisible();
    expect(screen.getByText('Cannot be registered')).toBeVisible();
  });

  it.each([
    [Pending, '등록 중'],
    [Failed, '실패, 나중에 다시 시도'],
    [TurnedOff, '꺼짐'],
    [SandboxNoWallets, '제공되는 지갑 없음'],
    [Empty, '등록할 도메인 없음'],
  ])('shows %#: %s', (Story, text) => {
    render(<Story />);
    expect(screen.getByText(text)).toBeVisible();
  });

  itHasNoAxeViolations(all);
});
