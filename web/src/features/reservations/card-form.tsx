import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatCardNumber, TEST_CARDS, validateCard, type CardForm as CardValues } from './card';

export interface CardFormProps {
  busy: boolean;
  submitLabel: string;
  onSubmit: (card: CardValues) => void;
}

/** The sandbox provider's card form; the test cards are listed so testers can pick an outcome. */
export function CardForm({ busy, submitLabel, onSubmit }: CardFormProps) {
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validateCard>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(card);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(card);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <Stack>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card.number}
          error={errors.number}
          onChange={(e) => setCard({ ...card, number: formatCardNumber(e.currentTarget.value) })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="12/30"
            value={card.expiry}
            error={errors.expiry}
            onChange={(e) => setCard({ ...card, expiry: e.currentTarget.value })}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={card.cvc}
            error={errors.cvc}
            onChange={(e) => setCard({ ...card, cvc: e.currentTarget.value })}
          />
        </SimpleGrid>
        {/* No-break spaces: a card number never wraps across lines. */}
        <Text size="xs" c="dimmed">
          Sandbox: no real money moves.{' '}
          {TEST_CARDS.map((test) => `${test.number.replaceAll(' ', '\u00a0')} ${test.outcome}`).join('; ')}.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
