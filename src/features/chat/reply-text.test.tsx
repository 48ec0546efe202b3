import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/test/render';
import { ReplyText } from './reply-text';

describe('ReplyText', () => {
  it('renders site links and tel: links, and everything else as text', () => {
    renderWithRouter(
      <ReplyText
        text={
          'Call [the vet](tel:2128388100).\n- See [Poisoning](/emergency#poisoning)\n[bad](javascript:alert(1)) <img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'the vet' })).toHaveAttribute('href', 'tel:2128388100');
    expect(screen.getByRole('link', { name: 'Poisoning' })).toHaveAttribute('href', '/emergency#poisoning');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
  });
});
